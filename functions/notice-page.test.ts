// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from './_middleware';
import { noticeText } from './notice-page';

const shell =
  '<!doctype html><html lang="ko"><head><title>TRIO</title></head>' +
  '<body><noscript><p class="noscript-note">JS</p></noscript><div id="root"></div></body></html>';
const policy = "default-src 'self'";
const env = {
  VITE_API_BASE_URL: 'https://api.example',
  VITE_SITE_ORIGIN: 'https://trio.example',
  ASSETS: { fetch: () => Promise.resolve(new Response(shell)) },
};
const notFound = () =>
  Promise.resolve(
    new Response('404', { status: 404, headers: { 'Content-Security-Policy': policy } }),
  );
const visit = (path: string) =>
  onRequest({ request: new Request(`https://trio.example${path}`), next: notFound, env });

const hostile = {
  id: 77,
  title: '<img src=x onerror=alert(1)>"\u202Egnp.exe',
  content:
    '<p onclick="alert(2)">Hello <script>alert(3)</script>&amp; <a href="javascript:alert(4)">world</a></p>',
  createdAt: '2026-11-20T09:00:00+09:00',
};

afterEach(() => vi.unstubAllGlobals());

describe('a notice published after the build, on Cloudflare', () => {
  it('fills the shell with the notice as text only, and hands the app its answer as data', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: 200, result: hostile })));
    const response = await visit('/ko/community/notice/77');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // As text, and without the bidi override that would show it as "…exe.png".
    expect(head).toContain('<title>&lt;img src=x onerror=alert(1)&gt;&quot;gnp.exe | TRIO</title>');
    expect(head).toContain('<meta property="og:description" content="Hello &amp; world">');
    expect(head).toContain(
      '<link rel="canonical" href="https://trio.example/ko/community/notice/77">',
    );
    // Nothing of the notice is markup: no element, handler or script but the two data blocks.
    // The API's answer is in the data block, escaped: the page itself holds none of its markup.
    const page = html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(page).not.toMatch(/<img|<a |onclick|onerror=alert\(1\)>|<script>/);
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="trio-api-answers">',
    ]);
    expect(html).toContain('<noscript><h1>&lt;img');
  });

  it('answers the shell as it is when the API fails or is slower than 1.5 s', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('down')));
    expect(await (await visit('/en/community/notice/78')).text()).toBe(shell);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal(
      'fetch',
      (_: URL, { signal }: RequestInit) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    const slow = visit('/en/community/notice/79');
    vi.useRealTimers();
    const started = Date.now();
    expect(await (await slow).text()).toBe(shell);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("a notice's first words", () => {
  it('are the first block with text, markup dropped and references read', () => {
    expect(noticeText('<p> </p><p>Caf&eacute; &amp; <b>tea</b>&#33;</p><p>More</p>')).toBe(
      'Caf&eacute; & tea!',
    );
    expect(noticeText('<ul><li>One<script>x</script></li></ul>')).toBe('One');
    expect(noticeText('x'.repeat(400))).toHaveLength(160);
    // A 1 MB notice gives a description of the same size.
    expect(noticeText(`<p>${'<b>word</b> '.repeat(100_000)}</p>`)).toHaveLength(160);
  });
});
