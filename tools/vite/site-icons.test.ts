// @vitest-environment node
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import {
  appleTouchIcon,
  faviconIcoPath,
  faviconIcoSizes,
  manifestIcons,
  manifestPath,
  organizationLogo,
} from '../../src/config/site-icons';
import { iconColours, iconHeadHtml, iconSvg, readMark, siteIconFiles } from './site-icons';
import { colourTokens, tokensFile } from './style-tokens';
import { readFileSync } from 'node:fs';

const root = resolve(import.meta.dirname, '../..');

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGBA pixels of an icon's SVG as resvg draws it. */
function pixels(svg: string) {
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const data = image.pixels;
  const { width } = image;
  return {
    width,
    at: (x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)],
  };
}

describe('the icons drawn from the mark', () => {
  it('writes the ICO, every PNG at its size and the manifest', async () => {
    const files = await siteIconFiles(root);
    const byPath = new Map(files.map((file) => [file.path, file]));

    const ico = byPath.get(faviconIcoPath)?.source as Buffer;
    // ICONDIR: reserved 0, type 1 (icon), then one 16-byte entry per image.
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(faviconIcoSizes.length);
    const sizes = faviconIcoSizes.map((_, index) => ico.readUInt8(6 + index * 16));
    expect(sizes).toEqual([...faviconIcoSizes]);

    for (const icon of [appleTouchIcon, ...manifestIcons]) {
      const png = byPath.get(icon.path)?.source as Buffer;
      expect(pngSize(png), icon.path).toEqual({ width: icon.size, height: icon.size });
    }
    expect(appleTouchIcon.size).toBe(180);
    expect(
      pngSize(byPath.get(organizationLogo.path)?.source as Buffer).width,
    ).toBeGreaterThanOrEqual(112);

    const manifest = JSON.parse(String(byPath.get(manifestPath)?.source)) as Record<
      string,
      unknown
    >;
    const tokens = colourTokens(readFileSync(tokensFile, 'utf8'));
    expect(manifest).toMatchObject({
      name: 'TRIO',
      short_name: 'TRIO',
      start_url: '/',
      theme_color: tokens.primary,
      background_color: tokens.bg,
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('keeps the maskable mark inside the safe circle and gives iOS an opaque tile', () => {
    const mark = readMark(root);
    const size = 200;
    const ground = iconColours().background;
    const maskable = pixels(iconSvg(mark, size, 'maskable', ground));
    const white = [255, 255, 255, 255];
    for (let y = 0; y < size; y += 2) {
      for (let x = 0; x < size; x += 2) {
        const outside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > size * 0.4;
        if (outside) expect(maskable.at(x, y), `${x},${y}`).toEqual(white);
      }
    }
    const tile = pixels(iconSvg(mark, size, 'tile', ground));
    expect(tile.at(0, 0)).toEqual(white);
    const plain = pixels(iconSvg(mark, size, 'plain', ground));
    expect(plain.at(0, 0)[3]).toBe(0);
    // The mark itself is drawn: the top disc's blue at the top centre.
    expect(plain.at(size / 2, size * 0.2)[3]).toBe(255);
  });

  it('names them in the head, with the theme colour of the tokens', () => {
    const tags = iconHeadHtml({ theme: '#0b4fd6', background: '#fff' });
    expect(tags).toEqual([
      '<meta name="theme-color" content="#0b4fd6" />',
      '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
    ]);
  });
});
