import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkNginxConf } from './support/hosts';
import { expect, test, type Site } from './support/fixtures';

/**
 * What the host answers, address by address: run on the project's model of Netlify, on Debian's
 * nginx with the generated server file and on Cloudflare's `wrangler pages dev` (the projects
 * in playwright.config.ts). See docs/decisions/010-hosting.md.
 */

type Expected = {
  path: string;
  /** `permanent`: 301 or 308, as each host words it. */
  status: number | 'permanent';
  location?: string;
  type?: RegExp;
  /** Text the body holds. */
  body?: string;
  /** Text the body must not hold. */
  notBody?: string;
  cache?: string;
};

const html = /^text\/html/;

const table: Expected[] = [
  // The landing page, pre-rendered, and every kind of page at its canonical address.
  { path: '/', status: 200, type: html, body: 'hrefLang="x-default"', cache: 'no-cache' },
  { path: '/en/home', status: 200, type: html, body: '<html lang="en">', cache: 'no-cache' },
  { path: '/ko/trio', status: 200, type: html, body: '<html lang="ko">', cache: 'no-cache' },
  { path: '/ko/trio/rule', status: 200, type: html, body: '<main id="main-content"' },
  { path: '/zh/certificate/table-tennis', status: 200, type: html, body: '<html lang="zh">' },
  { path: '/es/community/notice', status: 200, type: html, body: '<html lang="es">' },
  // Client-only pages: an app shell in the page's language, at their own address.
  { path: '/en/auth/login', status: 200, type: html, body: 'noindex', cache: 'no-cache' },
  { path: '/ko/auth/register', status: 200, type: html, body: '<html lang="ko">' },
  { path: '/es/auth/profile', status: 200, type: html, body: '<div id="root"></div>' },
  { path: '/zh/community/notice/3', status: 200, type: html, body: '<html lang="zh">' },
  { path: '/en/reset/password/a1B2c3', status: 200, type: html, body: 'noindex' },
  // One address per page: no trailing slash.
  { path: '/en/home/', status: 'permanent', location: '/en/home' },
  { path: '/ko/trio/', status: 'permanent', location: '/ko/trio' },
  // A language alone, and unknown paths under a language.
  { path: '/ko', status: 302, location: '/ko/home' },
  { path: '/en/nope', status: 302, location: '/' },
  { path: '/es/trio/nope', status: 302, location: '/' },
  { path: '/zh/auth/nope', status: 302, location: '/' },
  // Unknown paths elsewhere: the 404 page, never the app shell.
  { path: '/nope', status: 404, type: html, body: 'Page not found', notBody: 'id="root"' },
  { path: '/fr/home', status: 404, type: html, body: '페이지를 찾을 수 없습니다' },
  { path: '/assets/missing-chunk-abc123.js', status: 404, notBody: 'id="root"' },
  // Files.
  { path: '/builds/latest.json', status: 200, type: /^application\/json/, cache: 'no-store' },
  { path: '/robots.txt', status: 200, type: /^text\/plain/, body: 'Disallow: /shell/' },
  { path: '/sitemap.xml', status: 200, type: /xml/, body: '<urlset' },
  { path: '/favicon.svg', status: 200, type: /^image\/svg\+xml/ },
];

async function get(site: Site, path: string) {
  return fetch(new URL(path, site.url), { redirect: 'manual' });
}

/** A Location header as a path: hosts may answer absolute or relative. */
function locationPath(response: Response, site: Site): string | undefined {
  const location = response.headers.get('location');
  if (!location) return undefined;
  const url = new URL(location, site.url);
  return `${url.pathname}${url.search}`;
}

/** One row of what the host answered, for the report (`status-table.md` of the test). */
function observed(path: string, response: Response, site: Site): string {
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const cache = response.headers.get('cache-control') ?? '';
  return `| ${path} | ${response.status} | ${locationPath(response, site) ?? ''} | ${type} | ${cache} |`;
}

async function mismatches(site: Site, row: Expected, seen: string[]): Promise<string[]> {
  const response = await get(site, row.path);
  seen.push(observed(row.path, response, site));
  const body = await response.text();
  const problems: string[] = [];
  const status = response.status;
  const statusOk = row.status === 'permanent' ? [301, 308].includes(status) : status === row.status;
  if (!statusOk) problems.push(`status ${status}, expected ${row.status}`);
  if (row.location !== undefined && locationPath(response, site) !== row.location) {
    problems.push(`location ${response.headers.get('location')}, expected ${row.location}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (row.type && !row.type.test(type)) problems.push(`content-type ${type}`);
  if (row.body && !body.includes(row.body)) problems.push(`body lacks ${row.body}`);
  if (row.notBody && body.includes(row.notBody)) problems.push(`body holds ${row.notBody}`);
  const cache = response.headers.get('cache-control') ?? '';
  if (row.cache && !cache.includes(row.cache)) problems.push(`cache-control "${cache}"`);
  if (status !== 200 || !html.test(type)) return problems;
  // Every page carries the security headers.
  const hsts = /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < 31_536_000) problems.push('no Strict-Transport-Security');
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const part of ["frame-ancestors 'none'", "object-src 'none'", "script-src 'self'"]) {
    if (!csp.includes(part)) problems.push(`CSP lacks ${part}`);
  }
  if (/script-src[^;]*unsafe-inline/.test(csp)) problems.push('CSP allows inline scripts');
  if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  return problems;
}

test.describe('HTTP answers of the host', () => {
  test('every address answers as the table says', async ({ site }, testInfo) => {
    const failures: string[] = [];
    const seen = [
      '| address | status | location | content type | cache-control |',
      '|---|---|---|---|---|',
    ];
    for (const row of table) {
      const problems = await mismatches(site, row, seen);
      if (problems.length > 0) failures.push(`${row.path}: ${problems.join('; ')}`);
    }
    // Kept with the run's results (e2e-output/results/…/status-table.md) for a reviewer.
    writeFileSync(testInfo.outputPath('status-table.md'), `${seen.join('\n')}\n`);
    expect(failures, `${site.host}`).toEqual([]);
  });

  test('a hashed asset is cached for a year; a page is never cached', async ({ site }) => {
    const page = await (await get(site, '/en/home')).text();
    const entry = /<meta name="trio:entry" content="([^"]+)">/.exec(page)?.[1] ?? '';
    const response = await get(site, entry);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the policy allows the inline script by its hash and pictures from the API', async ({
    site,
  }) => {
    const response = await get(site, '/en/community/gallery');
    const csp = response.headers.get('content-security-policy') ?? '';
    const page = await response.text();
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    const apiOrigin = new URL(site.apiUrl).origin;
    expect(csp).toContain(`img-src 'self' data: ${apiOrigin};`);
    expect(csp).toContain(`connect-src 'self' https://api.iconify.design ${apiOrigin};`);
    expect(response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  test('a reset link is never sent on as a referrer', async ({ site }) => {
    const response = await get(site, '/ko/reset/password/a1B2c3');
    expect(response.status).toBe(200);
    // Netlify and Cloudflare join the values of both rules; browsers use the last.
    expect(response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer');
  });
});

test.describe('the generated configuration, read by the real server', () => {
  test('nginx -t accepts the generated server file', ({ site }) => {
    test.skip(site.host !== 'nginx', 'nginx project only');
    const conf = readFileSync(site.nginxConf, 'utf8');
    expect(conf).toContain(`root ${site.distDir};`);
    expect(checkNginxConf(site.nginxConf)).toContain('test is successful');
  });

  test('wrangler accepts every _headers and _redirects rule', ({ site }) => {
    test.skip(site.host !== 'cloudflare', 'Cloudflare project only');
    const rules = (name: string) =>
      readFileSync(join(site.distDir, name), 'utf8')
        .split('\n')
        .filter((line) => /^\//.test(line)).length;
    const log = site.hostLog();
    expect(log).toContain(`Parsed ${rules('_redirects')} valid redirect rules`);
    expect(log).toContain(`Parsed ${rules('_headers')} valid header rules`);
    expect(log).not.toMatch(/invalid (redirect|header) rule/i);
  });
});
