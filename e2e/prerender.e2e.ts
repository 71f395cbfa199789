import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSite } from './support/build-site';
import { startStaticHost } from './support/static-host';
import { launchBrowser, openPage, phone, siteUrl } from './support/browser';
import { chromiumArgs, chromiumPath } from './support/chromium';

/** Pre-rendered pages (built by `vite build`, see docs/decisions/004-prerendering.md). */
const samples = [
  { path: '/en/home', lang: 'en' },
  { path: '/ko/trio/rule', lang: 'ko' },
  { path: '/zh/certificate/sport', lang: 'zh' },
  { path: '/es/point', lang: 'es' },
  { path: '/en/community/notice', lang: 'en' },
];

function builtPage(path: string): string {
  return readFileSync(join(inject('distDir'), path, 'index.html'), 'utf8');
}

/** The files a page preloads once painted (`<meta name="trio:modules">`). */
function listedModules(path: string): string[] {
  const content = /<meta name="trio:modules" content="([^"]*)">/.exec(builtPage(path))?.[1];
  return content ? content.split(' ') : [];
}

describe('pre-rendered pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('carry their content, head tags and language, and one inline script', () => {
    for (const { path, lang } of samples) {
      const html = builtPage(path);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(/<head>[\s\S]*<title>[^<]+\| TRIO<\/title>[\s\S]*<\/head>/);
      expect(html).toMatch(/<head>[\s\S]*<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<div id="root" inert><div class="chrome">[\s\S]*<h1/);
      expect(html).toContain(`rel="canonical" href="https://trio-sport.example${path}"`);
      for (const hreflang of ['ko', 'en', 'zh', 'es', 'x-default']) {
        // HTML attribute names are case-insensitive; React writes `hrefLang`.
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}"`, 'i'));
      }
      expect(html).toContain('property="og:title"');
      // One script, inline: it requests the app only once the page has painted.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toEqual(['<script type="module">']);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      // The first frame shows the whole <main>, never a half-parsed page that then moves.
      expect(html).toMatch(
        /<head>[\s\S]*<link rel="expect" href="#main-content" blocking="render">/,
      );
      expect(html).toContain('<main id="main-content"');
      // The first paint needs no stylesheet request: the page's styles are inlined, not linked.
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).toMatch(/<head>[\s\S]*<style>[^<]{2000,}<\/style>[\s\S]*<\/head>/);
      // The files the inline script preloads once the page has painted: the app's, the page's
      // and its translations', each a file of the build.
      // The entry the inline script imports, a file of the build.
      const entry = /<meta name="trio:entry" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(existsSync(join(inject('distDir'), entry)), `${path} names ${entry}`).toBe(true);
      const listed = listedModules(path);
      expect(listed.length, path).toBeGreaterThanOrEqual(6);
      for (const file of listed) {
        expect(existsSync(join(inject('distDir'), file)), `${path} lists ${file}`).toBe(true);
      }
    }
  });

  it('link the site icon, as the landing page does', () => {
    for (const path of [...samples.map((sample) => sample.path), '/']) {
      const links = builtPage(path).match(/<link rel="icon"[^>]*>/g) ?? [];
      expect(links, path).toEqual(['<link rel="icon" type="image/svg+xml" href="/favicon.svg" />']);
    }
    expect(existsSync(join(inject('distDir'), 'favicon.svg'))).toBe(true);
  });

  it('name the page on screen as canonical after a client-side navigation', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(siteUrl('/en/home'));
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.locator('header').getByRole('link', { name: 'Point recharge' }).first().click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/en/point');
    await expect
      .poll(() =>
        page
          .locator('link[rel="canonical"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual(['https://trio-sport.example/en/point']);
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates).toEqual([
      'ko https://trio-sport.example/ko/point',
      'en https://trio-sport.example/en/point',
      'zh https://trio-sport.example/zh/point',
      'es https://trio-sport.example/es/point',
      'x-default https://trio-sport.example/',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paint their final layout before any JavaScript runs', async () => {
    // Where the header and the heading sit, without JavaScript and after hydration: styles that
    // arrived only with the page's chunk would move them (a flash and a layout shift).
    const layout = () =>
      [document.querySelector('header'), document.querySelector('h1')].map((element) => {
        const box = element?.getBoundingClientRect();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      });
    for (const { path } of samples) {
      const still = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
      const before = await still.newPage();
      await before.goto(siteUrl(path));
      const staticLayout = await before.evaluate(layout);
      await still.close();
      const { page, context } = await openPage(browser, { viewport: phone });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(siteUrl(path));
      await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(layout), path).toEqual(staticLayout);
      // What the page preloads is what the app then imports: no file comes twice.
      expect(scripts, path).toEqual([...new Set(scripts)]);
      const listed = listedModules(path).map((file) => new URL(file, siteUrl(path)).href);
      expect(scripts, path).toEqual(expect.arrayContaining(listed));
      await context.close();
    }
  });

  it('hydrate without a warning and without rendering the page again', async () => {
    for (const { path, lang } of samples) {
      const { page, context, problems } = await openPage(browser);
      // Keeps the server's first element: a second render from scratch would replace it.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const first = document.getElementById('root')?.firstElementChild;
          Object.assign(window, { serverRoot: first });
        });
      });
      await page.goto(siteUrl(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sameNode = await page.evaluate(() => {
        const holder = window as unknown as { serverRoot?: Element };
        return holder.serverRoot === document.getElementById('root')?.firstElementChild;
      });
      expect(sameNode, path).toBe(true);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('head title').count()).toBe(1);
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });
});

describe('hydration in a development build', () => {
  let browser: Browser;
  let host: { server: Server; url: string };
  beforeAll(async () => {
    // Production React does not report attribute mismatches; a development build does. It runs
    // the demo API in a service worker, so it needs no API server of its own.
    const distDir = resolve('e2e-output/dist-dev');
    buildSite(distDir, {
      mode: 'development',
      env: { NODE_ENV: 'development', VITE_API_BASE_URL: '', VITE_API_MOCK: 'true' },
    });
    host = await startStaticHost(distDir);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((done) => host.server.close(done));
  });

  it('reports no mismatch, with or without a trailing slash', async () => {
    for (const { path } of samples) {
      for (const address of [path, `${path}/`]) {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            problems.push(message.text());
          }
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(new URL(address, host.url).toString());
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(path);
        expect(problems, address).toEqual([]);
        await page.close();
      }
    }
  });
});

describe('static hosting configuration (_headers, _redirects)', () => {
  let host: { server: Server; url: string };
  beforeAll(async () => {
    host = await startStaticHost(inject('distDir'));
  });
  afterAll(async () => {
    await new Promise((done) => host.server.close(done));
  });
  const get = (path: string) => fetch(new URL(path, host.url));

  it('serves a pre-rendered page as it is, uncached', async () => {
    const response = await get('/en/trio/rule');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for a deep link that is no file', async () => {
    const response = await get('/en/auth/login');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers a missing chunk with a real 404', async () => {
    const response = await get('/assets/missing-chunk-abc123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('caches hashed assets for a year and never caches the build id', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/builds/latest.json')).headers.get('cache-control')).toContain('no-store');
  });

  it('sends the security headers', async () => {
    const response = await get('/en/home');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The one inline script of the pre-rendered pages is allowed by its hash, and only it.
    const html = await response.text();
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    // The build puts the API's origin (the loopback demo API here) into connect-src.
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/api\.iconify\.design http:\/\/127\.0\.0\.1:\d+;/,
    );
    expect(csp).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Browsers use the last policy of the list the hosts join.
    const reset = await get('/en/reset/password/some-token');
    expect(reset.status).toBe(200);
    expect(reset.headers.get('referrer-policy')?.split(',').at(-1)?.trim()).toBe('no-referrer');
  });

  it('publishes robots.txt and a sitemap with every pre-rendered page', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /en/auth/');
    expect(robots).toContain('Disallow: /ko/reset/');
    expect(robots).toContain('Sitemap: https://trio-sport.example/sitemap.xml');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap.match(/<url>/g)).toHaveLength(84);
    expect(sitemap).toContain('<loc>https://trio-sport.example/zh/certificate/sport</loc>');
    expect(sitemap).not.toContain('/auth/');
  });
});
