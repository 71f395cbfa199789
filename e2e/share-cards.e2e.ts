import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPages } from '../tools/vite/seo';
import { expect, test, waitForApp } from './support/fixtures';

const origin = 'https://trio-sport.example';

/** Every pre-rendered page, and the landing page. */
const builtPages = ['/', ...prerenderedPages().map((page) => page.path)];

/** The tags a shared link reads, each of which a page must carry exactly once. */
const shareTags = [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:locale',
  'og:image',
  'og:image:type',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:card',
  'twitter:image',
  'twitter:image:alt',
];

/** Every `<meta>` in a built page's head, by `property` or `name`. */
function headTags(html: string): Map<string, string[]> {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const tags = new Map<string, string[]>();
  for (const [meta] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(meta)?.[1];
    const content = /content="([^"]*)"/.exec(meta)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), content]);
  }
  return tags;
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('share cards', () => {
  test('every pre-rendered page names its section’s card, a 1200×630 PNG of the build', ({
    site,
  }) => {
    const checked = new Map<string, { width: number; height: number }>();
    for (const path of builtPages) {
      const html = readFileSync(
        join(site.distDir, path === '/' ? 'index.html' : `${path}.html`),
        'utf8',
      );
      const tags = headTags(html);
      for (const key of shareTags) expect(tags.get(key), `${path} ${key}`).toHaveLength(1);
      const tag = (key: string) => tags.get(key)?.[0] ?? '';
      expect(tag('og:url'), path).toBe(`${origin}${path}`);
      expect(tag('og:title'), path).toMatch(/ \| TRIO$/);
      expect(tag('twitter:card'), path).toBe('summary_large_image');
      expect(tag('og:image:type'), path).toBe('image/png');
      expect([tag('og:image:width'), tag('og:image:height')], path).toEqual(['1200', '630']);
      expect(tag('og:image:alt'), path).toMatch(/^TRIO · \S/);
      expect(tag('twitter:image:alt'), path).toBe(tag('og:image:alt'));
      // The section's card, in the page's language; the landing page's is its own, in English.
      const [, lang, section] = path.split('/');
      const card = path === '/' ? '/share/en/landing.png' : `/share/${lang}/${section}.png`;
      expect(tag('og:image'), path).toBe(`${origin}${card}`);
      expect(tag('twitter:image'), path).toBe(tag('og:image'));
      if (!checked.has(card)) {
        const file = join(site.distDir, card);
        expect(existsSync(file), `${path} names ${card}`).toBe(true);
        checked.set(card, pngSize(readFileSync(file)));
      }
    }
    // Ten sections in four languages, and the landing page.
    expect(checked.size).toBe(41);
    expect([...new Set([...checked.values()].map((size) => JSON.stringify(size)))]).toEqual([
      JSON.stringify({ width: 1200, height: 630 }),
    ]);
  });

  test('describes the card in the page’s language', ({ site }) => {
    const alt = (path: string) =>
      headTags(readFileSync(join(site.distDir, `${path}.html`), 'utf8')).get('og:image:alt');
    expect(alt('/ko/trio/rule')).toEqual(['TRIO · TRIO 소개 · 세 팀이 함께 겨루는 스포츠']);
    expect(alt('/en/point')).toEqual(['TRIO · Buy points · A sport for three teams']);
    expect(alt('/zh/community/gallery')).toEqual(['TRIO · 社区 · 三队同场竞技的运动']);
    expect(alt('/es/certificate/sport')).toEqual([
      'TRIO · Cursos de certificación · Un deporte para tres equipos',
    ]);
  });

  test('are served as PNG and revalidated, not cached for good', async ({ site }) => {
    const response = await fetch(new URL('/share/ko/home.png', site.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Unhashed names: only /assets/* may be immutable (tools/vite/hosting.ts).
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  test('the head names the new page and its card after an in-app navigation', async ({
    page,
    problems,
    loads,
  }) => {
    await page.goto('/en/home');
    await waitForApp(page);
    const content = (key: string) =>
      page
        .locator(`head meta[property="${key}"]`)
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(await content('og:image')).toEqual([`${origin}/share/en/home.png`]);
    await page.locator('header').getByRole('link', { name: 'The sport' }).first().click();
    await expect(page).toHaveURL('/en/trio');
    await expect.poll(() => content('og:url')).toEqual([`${origin}/en/trio`]);
    expect(await content('og:title')).toEqual(['The sport | TRIO']);
    expect(await content('og:image')).toEqual([`${origin}/share/en/trio.png`]);
    expect(await content('og:image:alt')).toEqual(['TRIO · The sport · A sport for three teams']);
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      `${origin}/share/en/trio.png`,
    );
    // A client-side navigation: the first load only.
    expect(loads()).toBe(1);
    expect(problems).toEqual([]);
  });
});
