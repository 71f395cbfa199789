// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/config/languages';
import { shareCards } from '../../src/config/share-cards';
import {
  drawShareCards,
  shareCardElement,
  shareCardPainter,
  shareCardText,
  type Element,
} from './share-cards';

const root = resolve(import.meta.dirname, '../..');

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every string in an element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node) {
    return texts((node as Element).props.children);
  }
  return [];
}

describe('share card text', () => {
  it('is the section’s menu label and the tagline, in each language', () => {
    expect(shareCardText(root, 'en', 'product')).toEqual({
      title: 'Products',
      tagline: 'A sport for three teams',
    });
    expect(shareCardText(root, 'ko', 'trio')).toEqual({
      title: 'TRIO 소개',
      tagline: '세 팀이 함께 겨루는 스포츠',
    });
    expect(shareCardText(root, 'en', 'landing')).toEqual({ tagline: 'A sport for three teams' });
    for (const { lang, name } of shareCards) {
      const { title, tagline } = shareCardText(root, lang, name);
      expect(tagline, `${lang} ${name}`).not.toBe('');
      expect(title === undefined, `${lang} ${name}`).toBe(name === 'landing');
    }
  });

  it('is drawn with the wordmark, in the language’s fonts', () => {
    const card = shareCardElement('zh', shareCardText(root, 'zh', 'community'));
    expect(texts(card)).toEqual(['TRIO', '社区', '三队同场竞技的运动']);
    expect(card.props.style).toMatchObject({ fontFamily: 'Noto Sans, Noto Sans SC' });
    expect(shareCardElement('ko', { tagline: 'x' }).props.style).toMatchObject({
      fontFamily: 'Noto Sans, Noto Sans KR',
      wordBreak: 'keep-all',
    });
    for (const lang of languages.filter((lang) => lang === 'en' || lang === 'es')) {
      expect(shareCardElement(lang, { tagline: 'x' }).props.style).toMatchObject({
        fontFamily: 'Noto Sans',
      });
    }
    expect(texts(shareCardElement('en', { tagline: 'A sport for three teams' }))).toEqual([
      'TRIO',
      'A sport for three teams',
    ]);
  });
});

describe('drawing share cards', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'trio-share-cards-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('draws a 1200×630 PNG from the packaged fonts', { timeout: 60_000 }, async () => {
    const draw = await shareCardPainter();
    const png = await draw('ko', shareCardElement('ko', shareCardText(root, 'ko', 'point')));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws each card once, then reuses it from the cache', { timeout: 60_000 }, async () => {
    // A project of its own: the app's words, and an empty cache.
    symlinkSync(join(root, 'locales'), join(scratch, 'locales'));
    const cache = join(scratch, 'node_modules', '.cache', 'trio-share-cards');
    const some = [
      { lang: 'en', name: 'landing' },
      { lang: 'es', name: 'product' },
    ] as const;
    const first = await drawShareCards(scratch, some);
    expect(first.map((card) => card.path)).toEqual([
      '/share/en/landing.png',
      '/share/es/product.png',
    ]);
    for (const { png } of first) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(readdirSync(cache).filter((file) => file.endsWith('.png'))).toHaveLength(2);
    // From the cache: the same pictures, and no new file.
    const drawn = readdirSync(cache).map((file) => statSync(join(cache, file)).mtimeMs);
    expect(await drawShareCards(scratch, some)).toEqual(first);
    expect(readdirSync(cache).map((file) => statSync(join(cache, file)).mtimeMs)).toEqual(drawn);
  });
});
