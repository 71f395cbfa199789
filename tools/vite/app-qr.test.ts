// @vitest-environment node
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../src/entry-server';
import { appQrFiles } from './app-qr';

// The store links as staff would change them in the editor (`content/channels.json`).
const changed = vi.hoisted(() => ({
  appStore: 'https://apps.apple.com/kr/app/trio-score/id6799000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=kr.triosport.changed&hl=ko',
}));
vi.mock('../../content/channels.json', async (importOriginal) => {
  const { default: channels } = await importOriginal<{ default: Record<string, unknown> }>();
  const edited = { ...channels, appStores: changed };
  return { ...edited, default: edited };
});

/** What a phone's camera reads in a QR code: the SVG drawn to pixels, then decoded. */
function decode(svg: string): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 360 } }).render();
  const pixels = new Uint8ClampedArray(image.pixels);
  return jsQR(pixels, image.width, image.height)?.data;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;');

describe('the app’s store links come from the content', () => {
  it.each(['/en/trio/app', '/ko/point', '/es/home'])('%s links both stores', async (url) => {
    const { body } = await render(url);
    for (const link of Object.values(changed)) expect(body).toContain(`href="${attribute(link)}"`);
    expect(body).not.toContain('id6741203958');
  });

  it('the QR codes the page shows are the build’s files, and each reads as its store’s link', async () => {
    const { body } = await render('/zh/trio/app');
    const shown = [...body.matchAll(/<img src="(\/assets\/app-qr-[^"]+\.svg)"/g)].map((m) => m[1]);
    const files = await appQrFiles('dev');
    expect(shown).toEqual(files.map((file) => file.path));
    expect(files.map((file) => decode(file.source))).toEqual([
      changed.appStore,
      changed.googlePlay,
    ]);
    // The link as text beside its code, for a visitor who cannot scan.
    for (const link of Object.values(changed)) expect(body).toContain(`>${attribute(link)}</span>`);
  });
});
