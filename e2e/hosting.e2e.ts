import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConf } from '../tools/vite/hosting';
import { checkNginxConf, freePort, startNginx } from '../tools/hosts/real-hosts';
import { expect, test, type Site } from './support/fixtures';
import { lateNotice } from './support/notices';

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
  /** The one host the row is about. */
  host?: Site['host'];
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
  // The legal texts, and each version at the address of the day it takes effect.
  { path: '/en/privacy', status: 200, type: html, body: '<title>Privacy Policy | TRIO</title>' },
  {
    path: '/ko/terms/2026-03-01',
    status: 200,
    type: html,
    body: '버전 1.0(시행일: 2026년 3월 1일)',
  },
  // Client-only pages: an app shell in the page's language, at their own address.
  {
    path: '/en/auth/login',
    status: 200,
    type: html,
    body: '<title>Log in | TRIO</title>',
    cache: 'no-cache',
  },
  { path: '/ko/auth/register', status: 200, type: html, body: '<html lang="ko">' },
  { path: '/es/auth/profile', status: 200, type: html, body: '<div id="root"></div>' },
  // A notice the build pre-rendered answers with its own title; one published since, the shell
  // (on Cloudflare the function fills it: below).
  {
    path: '/zh/community/notice/3',
    status: 200,
    type: html,
    body: '<title>春节假期客服中心休息安排 | TRIO</title>',
  },
  { path: '/en/community/notice/987654', status: 200, type: html, body: '<title>TRIO</title>' },
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
  { path: '/sitemap.xml', status: 200, type: /xml/, body: '/ko/community/notice/1</loc>' },
  { path: '/feeds/ko/notices.xml', status: 200, type: /xml/, body: '<rss version="2.0"' },
  { path: '/favicon.svg', status: 200, type: /^image\/svg\+xml/ },
  // Icons browsers ask for by name (src/config/site-icons.ts): cached a day, never immutable.
  {
    path: '/favicon.ico',
    status: 200,
    type: /^image\/(x-icon|vnd\.microsoft\.icon)/,
    cache: 'max-age=86400',
  },
  { path: '/apple-touch-icon.png', status: 200, type: /^image\/png/, cache: 'max-age=86400' },
  {
    path: '/manifest.webmanifest',
    status: 200,
    type: /^application\/manifest\+json/,
    body: '"theme_color"',
    cache: 'max-age=86400',
  },
  // Netlify's and Cloudflare's configuration, deployed with the site: nginx would serve them as
  // plain files.
  { path: '/_headers', status: 404, notBody: 'Content-Security-Policy', host: 'nginx' },
  { path: '/_redirects', status: 404, notBody: '/shell/', host: 'nginx' },
  { path: '/_routes.json', status: 404, notBody: '"include"', host: 'nginx' },
  // A course session's calendar file: calendar apps open it by its type.
  {
    path: '/calendar/ko/2027-03-13-daejeon-hanbat.ics',
    status: 200,
    type: /^text\/calendar/,
    body: 'BEGIN:VCALENDAR',
  },
];

async function get(site: Site, path: string) {
  return fetch(new URL(path, site.url), { redirect: 'manual' });
}

type RawAnswer = { status: number; headers: Record<string, string> };

/**
 * One request with the path exactly as given, bytes and all: `fetch` and `new URL` would
 * normalise `//`, `\\` and `%2F` before the host ever saw them.
 */
function rawGet(base: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
        'latin1',
      );
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${path}: no answer`)));
    socket.on('error', fail);
    // Only the status and headers matter; some servers keep the socket open after the body.
    socket.on('data', (chunk: string) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      const head = data.slice(0, end);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      done({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('end', () => fail(new Error(`${path}: closed before the headers`)));
  });
}

/**
 * Where a browser goes with this Location: resolved against the page as the URL standard does
 * (a backslash is a slash, tabs and newlines are dropped), so `/\\evil.example` is another host.
 */
function followedTo(location: string, site: Site): URL {
  return new URL(location, new URL('/some/page', site.url));
}

/** Paths that tried to turn a host's redirect into a link to another site (issue #33). */
const hostilePaths = [
  '/%5Cevil.example/',
  '/%2F%2Fevil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/%09/evil.example/',
  '/en/%5C%5Cevil.example/',
  '/.%2F%2Fevil.example/',
  '/%5C%5Cevil.example/',
  '///evil.example/',
  '/%2Fevil.example/',
  '/en//evil.example/',
  '/en/%2F%2Fevil.example/',
  '/en/..%2F%5Cevil.example/',
  '/ko/%09/evil.example/',
  '/%5Cevil.example',
  '/en/home/%5Cevil.example/',
  '/%E3%80%80/evil.example/',
];

/** The security headers every answer carries, redirects and errors included. */
function missingHeaders(headers: Record<string, string>): string[] {
  const missing: string[] = [];
  if (!/max-age=\d+/.test(headers['strict-transport-security'] ?? '')) missing.push('HSTS');
  if (!(headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'")) {
    missing.push('CSP');
  }
  if (headers['x-content-type-options'] !== 'nosniff') missing.push('nosniff');
  return missing;
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
    for (const row of table.filter(({ host }) => !host || host === site.host)) {
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

  test('the policy allows the inline script and styles by their hashes, pictures from the API', async ({
    site,
  }) => {
    const response = await get(site, '/en/community/gallery');
    const csp = response.headers.get('content-security-policy') ?? '';
    const page = await response.text();
    const sha256 = (text: string) =>
      `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' ${sha256(inline)};`);
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(styleSrc).toContain(sha256(style));
    expect(page).not.toMatch(/\sstyle="/);
    expect(csp).not.toContain('unsafe-');
    const apiOrigin = new URL(site.apiUrl).origin;
    expect(csp).toContain(`img-src 'self' ${apiOrigin};`);
    // The tests' report address and analytics service are on the demo API.
    expect(csp).toContain(`connect-src 'self' ${apiOrigin};`);
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types ");
    expect(csp).toContain(`report-uri ${site.apiUrl}/__reports; report-to trio-csp`);
    expect(response.headers.get('reporting-endpoints')).toBe(`trio-csp="${site.apiUrl}/__reports"`);
    expect(response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  test('a reset link is never sent on as a referrer, however its path is written', async ({
    site,
  }) => {
    const response = await get(site, '/ko/reset/password/a1B2c3');
    expect(response.status).toBe(200);
    // Netlify and Cloudflare join the values of both rules; browsers use the last.
    expect(response.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer');
    // Wherever else a host serves the reset page from (nginx decodes and resolves these).
    const failures: string[] = [];
    for (const path of [
      '/en/reset/%70assword/a1B2c3',
      '/en/%72eset/password/a1B2c3',
      '//en/reset/password/a1B2c3',
      '/en//reset/password/a1B2c3',
      '/en/./reset/password/a1B2c3',
      '/en/x/../reset/password/a1B2c3',
      '/en/reset/password/a1B2c3/',
    ]) {
      const { status, headers } = await rawGet(site.url, path);
      const policy = headers['referrer-policy']?.split(',').at(-1)?.trim();
      if (status === 200 && policy !== 'no-referrer')
        failures.push(`${path}: ${status}, ${policy}`);
    }
    expect(failures, site.host).toEqual([]);
  });
});

test.describe('a notice published after the build', () => {
  test('Cloudflare answers it with its title, or with the shell at once when the API is slow', async ({
    site,
  }) => {
    test.skip(site.host !== 'cloudflare', 'only Cloudflare runs a function per request');
    await site.publishNotice(lateNotice);
    const filled = await (await get(site, '/ko/community/notice/9001')).text();
    const title = `${lateNotice.title.ko} | TRIO`;
    expect(filled).toContain(`<title>${title}</title>`);
    expect(filled).toContain(`<meta property="og:title" content="${title}">`);
    expect(filled).toContain(
      '<meta property="og:description" content="2027년 봄 자격연수 접수를 시작합니다.">',
    );
    expect(filled).toContain('id="trio-api-answers"');

    await site.injectFault({
      method: 'GET',
      path: '/api/v1/notices/',
      kind: 'slow',
      delayMs: 8000,
    });
    const started = Date.now();
    const response = await get(site, '/en/community/notice/9001');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>TRIO</title>');
    expect(Date.now() - started).toBeLessThan(2000);
    await site.resetApi();
  });
});

test.describe('no open redirect', () => {
  test('every Location a hostile path gets stays on the site, with the security headers', async ({
    site,
  }, testInfo) => {
    const failures: string[] = [];
    const seen = ['| raw path | status | location |', '|---|---|---|'];
    for (const path of hostilePaths) {
      const { status, headers } = await rawGet(site.url, path);
      const location = headers.location;
      seen.push(`| \`${path}\` | ${status} | ${location ?? ''} |`);
      if (
        location !== undefined &&
        followedTo(location, site).origin !== new URL(site.url).origin
      ) {
        failures.push(`${path}: ${status} to ${location} (${followedTo(location, site).href})`);
      }
      if (status >= 500) failures.push(`${path}: ${status}`);
      if (status >= 300 && status < 400) {
        const missing = missingHeaders(headers);
        if (missing.length > 0) failures.push(`${path}: ${status} without ${missing.join(', ')}`);
      }
    }
    writeFileSync(testInfo.outputPath('hostile-paths.md'), `${seen.join('\n')}\n`);
    expect(failures, site.host).toEqual([]);
  });

  test("the host's own redirects carry the security headers", async ({ site }) => {
    for (const path of ['/en/home/', '/ko', '/en/nope']) {
      const { status, headers } = await rawGet(site.url, path);
      expect(status, path).toBeGreaterThanOrEqual(300);
      expect(missingHeaders(headers), `${site.host} ${path}`).toEqual([]);
    }
  });
});

test.describe('what the host gives away', () => {
  test('no server version, no source map', async ({ site }, testInfo) => {
    const home = await rawGet(site.url, '/en/home');
    // For the closing note and a reviewer: the headers of a page on this host.
    writeFileSync(
      testInfo.outputPath('en-home-headers.txt'),
      Object.entries(home.headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n'),
    );
    expect(home.headers.server ?? '').not.toMatch(/\d/);
    const missing = await rawGet(site.url, '/nope');
    expect(missing.headers.server ?? '').not.toMatch(/\d/);
    const assets = readdirSync(join(site.distDir, 'assets'));
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const entry = assets.find((file) => /^index-.*\.js$/.test(file));
    expect((await get(site, `/assets/${entry}.map`)).status).toBe(404);
  });
});

test.describe('the generated configuration, read by the real server', () => {
  test('nginx -t accepts the generated server file', ({ site }) => {
    test.skip(site.host !== 'nginx', 'nginx project only');
    const conf = readFileSync(site.nginxConf, 'utf8');
    expect(conf).toContain(`root ${site.distDir};`);
    expect(checkNginxConf(site.nginxConf)).toContain('test is successful');
  });

  test('nginx with TLS: the site over https, plain http redirected there', async ({ site }) => {
    test.skip(site.host !== 'nginx', 'nginx project only');
    const folder = mkdtempSync(join(tmpdir(), 'trio-nginx-tls-'));
    try {
      const [certificate, key] = [join(folder, 'cert.pem'), join(folder, 'key.pem')];
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
          ...['-subj', '/CN=trio-sport.example', '-keyout', key, '-out', certificate],
        ],
        { stdio: 'ignore' },
      );
      const [httpPort, httpsPort] = [await freePort(), await freePort()];
      const conf = join(folder, 'tls.conf');
      const generated = readFileSync(site.nginxConf, 'utf8');
      const policy = /default "([^"]*)";/.exec(generated)?.[1] ?? '';
      writeFileSync(
        conf,
        nginxConf({
          bootstrapHash: /script-src 'self' ('[^']+')/.exec(policy)?.[1] ?? '',
          styleHashes: [],
          apiOrigin: new URL(site.apiUrl).origin,
          mediaOrigins: [],
          reportUrl: '',
          listen: `127.0.0.1:${httpPort}`,
          root: site.distDir,
          serverName: 'trio-sport.example',
          tls: { listen: `127.0.0.1:${httpsPort}`, certificate, key },
        }),
      );
      expect(checkNginxConf(conf)).toContain('test is successful');
      const server = await startNginx(conf, `http://127.0.0.1:${httpPort}`);
      try {
        const plain = await rawGet(`http://127.0.0.1:${httpPort}`, '/en/home?x=1');
        expect(plain.status).toBe(301);
        expect(plain.headers.location).toBe(`https://trio-sport.example:${httpsPort}/en/home?x=1`);
        // The configured name, whatever Host the request claimed.
        const spoofed = await rawGet(`http://127.0.0.1:${httpPort}`, '//evil.example/');
        expect(new URL(spoofed.headers.location ?? '').host).toBe(
          `trio-sport.example:${httpsPort}`,
        );
        const secure = await new Promise<RawAnswer>((done, fail) => {
          httpsRequest(
            { host: '127.0.0.1', port: httpsPort, path: '/en/home', rejectUnauthorized: false },
            (response) => {
              response.resume();
              done({
                status: response.statusCode ?? 0,
                headers: response.headers as Record<string, string>,
              });
            },
          )
            .on('error', fail)
            .end();
        });
        expect(secure.status).toBe(200);
        expect(missingHeaders(secure.headers)).toEqual([]);
        expect(secure.headers.server).toBe('nginx');
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
