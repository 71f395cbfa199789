import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../tools/testbed/build-site';
import { courseSessions } from '../src/config/course-sessions';
import { allCourseSessions } from '../src/config/sessions';
import { expect, test, waitForApp, waitForSettled } from './support/fixtures';
import { closeServer, startStaticHost } from '../tools/hosts/static-host';
import { phone } from './support/viewports';

/** Pre-rendered pages (built by `vite build`, see docs/decisions/004-prerendering.md). */
const samples = [
  { path: '/en/home', lang: 'en' },
  { path: '/ko/trio/rule', lang: 'ko' },
  { path: '/zh/certificate/sport', lang: 'zh' },
  { path: '/es/point', lang: 'es' },
  { path: '/en/community/notice', lang: 'en' },
];

function builtPage(distDir: string, path: string): string {
  return readFileSync(join(distDir, path === '/' ? 'index.html' : `${path}.html`), 'utf8');
}

/** The files a page preloads once painted (`<meta name="trio:modules">`). */
function listedModules(html: string): string[] {
  const content = /<meta name="trio:modules" content="([^"]*)">/.exec(html)?.[1];
  return content ? content.split(' ') : [];
}

test.describe('pre-rendered pages', () => {
  test('carry their content, head tags and language, and one inline script', ({ site }) => {
    for (const { path, lang } of samples) {
      const html = builtPage(site.distDir, path);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(/<head>[\s\S]*<title>[^<]+\| TRIO<\/title>[\s\S]*<\/head>/);
      expect(html).toMatch(/<head>[\s\S]*<meta name="description" content="[^"]+"/);
      // Not inert: its links work before the app has loaded.
      expect(html).toMatch(
        /<div id="root"><div class="navigation-progress" role="status"><\/div><div class="visually-hidden" role="status" data-route-announcer=""><\/div><div class="chrome">[\s\S]*<h1/,
      );
      expect(html).toContain(`rel="canonical" href="https://trio-sport.example${path}"`);
      for (const hreflang of ['ko', 'en', 'zh', 'es', 'x-default']) {
        // HTML attribute names are case-insensitive; React writes `hrefLang`.
        expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}"`, 'i'));
      }
      expect(html).toContain('property="og:title"');
      // One script, inline: it requests the app only once the page has painted. JSON-LD blocks
      // (structured data for search engines) and the API answers a page was rendered with
      // (decision 021) are data that no browser runs.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const dataBlocks = [
        '<script type="application/ld+json">',
        '<script type="application/json" id="trio-api-answers">',
      ];
      expect(scripts.filter((script) => !dataBlocks.includes(script))).toEqual([
        '<script type="module">',
      ]);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      // The first frame shows the whole <main>, never a half-parsed page that then moves.
      expect(html).toMatch(
        /<head>[\s\S]*<link rel="expect" href="#main-content" blocking="render">/,
      );
      expect(html).toContain('<main id="main-content"');
      // The first paint needs no stylesheet request: the page's styles are inlined, not linked.
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      // (CSS may hold a "<", as in `@property { syntax: '<color>' }`; only "</style>" ends it.)
      expect(html).toMatch(
        /<head>[\s\S]*<style>(?:(?!<\/style>)[\s\S]){2000,}<\/style>[\s\S]*<\/head>/,
      );
      // The entry the inline script imports, and the files it preloads once the page has
      // painted (the libraries', the page's and its translations'): each a file of the build.
      const entry = /<meta name="trio:entry" content="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(existsSync(join(site.distDir, entry)), `${path} names ${entry}`).toBe(true);
      const listed = listedModules(html);
      expect(listed.length, path).toBeGreaterThanOrEqual(6);
      for (const file of listed) {
        expect(existsSync(join(site.distDir, file)), `${path} lists ${file}`).toBe(true);
      }
    }
  });

  test('link the site icons and the manifest, as the landing page does', ({ site }) => {
    const files = [
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
    ];
    for (const path of [...samples.map((sample) => sample.path), '/']) {
      const links =
        builtPage(site.distDir, path).match(
          /<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g,
        ) ?? [];
      expect(
        links.map((link) => /href="([^"]+)"/.exec(link)?.[1]),
        path,
      ).toEqual(files);
    }
    for (const file of files) expect(existsSync(join(site.distDir, file)), file).toBe(true);
  });

  test('name the page on screen as canonical after a client-side navigation', async ({
    page,
    problems,
  }) => {
    await page.goto('/en/home');
    await waitForApp(page);
    await page.locator('header').getByRole('link', { name: 'Buy points' }).first().click();
    await expect(page).toHaveURL('/en/point');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://trio-sport.example/en/point',
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
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
  });

  for (const { path, lang } of samples) {
    test(`${path} paints its final layout before any JavaScript runs`, async ({
      browser,
      page,
      site,
    }) => {
      // Where the header and the heading sit, without JavaScript and after hydration: styles
      // that arrived only with the page's chunk would move them (a flash and a layout shift).
      const layout = () =>
        [document.querySelector('header'), document.querySelector('h1')].map((element) => {
          const box = element?.getBoundingClientRect();
          return box && [box.x, box.y, box.width, box.height].map(Math.round);
        });
      const still = await browser.newContext({
        javaScriptEnabled: false,
        viewport: phone,
        baseURL: site.url,
      });
      const before = await still.newPage();
      await before.goto(path);
      const staticLayout = await before.evaluate(layout);
      await still.close();

      await page.setViewportSize(phone);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await waitForSettled(page);
      expect(await page.evaluate(layout)).toEqual(staticLayout);
      // What the page preloads is what the app then imports: no file comes twice.
      expect(scripts).toEqual([...new Set(scripts)]);
      const listed = listedModules(builtPage(site.distDir, path)).map(
        (file) => new URL(file, site.url).href,
      );
      expect(scripts).toEqual(expect.arrayContaining(listed));
    });

    test(`${path} hydrates without a warning and without rendering again`, async ({
      page,
      problems,
    }) => {
      // Keeps the server's first element: a second render from scratch would replace it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const first = document.getElementById('root')?.firstElementChild;
          Object.assign(window, { serverRoot: first });
        });
      });
      await page.goto(path);
      await waitForSettled(page);
      const sameNode = await page.evaluate(() => {
        const holder = window as unknown as { serverRoot?: Element };
        return holder.serverRoot === document.getElementById('root')?.firstElementChild;
      });
      expect(sameNode).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('head title')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }
});

test('a session whose deadline passed after the build leaves the course page, without a mismatch', async ({
  page,
  problems,
  site,
}) => {
  // The build lists the earliest open session; the visitor's clock is a day past its deadline.
  const html = readFileSync(join(site.distDir, 'en/certificate/sport.html'), 'utf8');
  const first = courseSessions('sport', Date.now(), allCourseSessions)[0];
  test.skip(!first, 'no sport session left in the content to build with');
  if (!first) return;
  // As the page writes it in English (`Saturday 16 January 2027`): the day of the month and the
  // year are enough to find it, whatever Node's own locale data would write.
  const [year, , day] = first.date.split('-').map(Number);
  const heading = new RegExp(`^\\w+ ${day} \\w+ ${year}$`);
  expect(html).toMatch(new RegExp(`>\\w+ ${day} \\w+ ${year}<`));
  await page.clock.setFixedTime(new Date(`${first.applicationDeadline}T15:00:00Z`));
  await page.goto('/en/certificate/sport');
  await waitForSettled(page);
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('hydration in a development build', () => {
  let host: { server: Server; url: string };
  let distDir: string;
  test.beforeAll(async () => {
    // Production React does not report attribute mismatches; a development build does. It runs
    // the demo API in a service worker, so it needs no API server of its own.
    distDir = mkdtempSync(join(tmpdir(), 'trio-e2e-dev-'));
    buildSite(distDir, {
      mode: 'development',
      env: { NODE_ENV: 'development', VITE_API_BASE_URL: '', VITE_API_MOCK: 'true' },
    });
    host = await startStaticHost(distDir);
  });
  test.afterAll(async () => {
    await closeServer(host.server);
    rmSync(distDir, { recursive: true, force: true });
  });

  test('reports no mismatch, also after the host drops a trailing slash', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    for (const { path } of samples) {
      for (const address of [path, `${path}/`]) {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            problems.push(message.text());
          }
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(new URL(address, host.url).toString());
        // The host redirects to the canonical address, which the page was rendered for.
        await expect(page).toHaveURL(new URL(path, host.url).toString());
        await waitForSettled(page);
        expect(problems, address).toEqual([]);
        await page.close();
      }
    }
    await context.close();
  });
});
