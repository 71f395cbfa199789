/**
 * The README's screenshots of the editor (docs/editor/*.png): `npx tsx
 * tools/content/editor-screenshots.ts <dist>` on a build. The editor runs on its test back end,
 * whose "repository" is the browser's private file system, filled here with this repository's
 * content, so no GitHub account is needed; the CDN files it asks for are answered locally.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { closeServer, startStaticHost } from '../hosts/static-host';
import { chromiumArgs, chromiumPath } from '../testbed/chromium';

const dist = process.argv[2] ?? 'dist';
const out = 'docs/editor';
const copy = `${dist}-editor-screenshots`;
const koreanFont =
  'node_modules/@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf';

async function offline(page: Page) {
  await page.route('https://unpkg.com/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/@sveltia\/cms(@[^/]+)?\//, '');
    return route.fulfill({ path: join('node_modules/@sveltia/cms', path) });
  });
  // The editor's typefaces: `EDITOR_FONTS` may name a folder where the fontsource packages it
  // uses are installed (`npm install --prefix <folder> @fontsource-variable/source-sans-3
  // @fontsource-variable/material-symbols-outlined`); Korean comes from the site's own fonts.
  await page.route('https://cdn.jsdelivr.net/**', (route) => {
    const name = new URL(route.request().url()).pathname;
    const fonts = process.env.EDITOR_FONTS;
    if (name === '/local/noto-sans-kr.ttf') return route.fulfill({ path: koreanFont });
    const [, family = '', file = ''] = /fonts\/([a-z0-9-]+)(?::vf)?@[^/]+\/(.+)$/.exec(name) ?? [];
    return fonts && family
      ? route.fulfill({
          path: join(
            fonts,
            'node_modules/@fontsource-variable',
            family,
            'files',
            `${family}-${file}`,
          ),
        })
      : route.fulfill({ status: 404 });
  });
  // Hangul joins the editor's own family (this machine has no Korean system font).
  const hangul =
    "@font-face{font-family:'Source Sans 3';src:url(https://cdn.jsdelivr.net/local/noto-sans-kr.ttf);" +
    'unicode-range:U+1100-11FF,U+3130-318F,U+AC00-D7AF,U+3000-303F}';
  await page.addInitScript({
    content: `addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = ${JSON.stringify(hangul)};
      document.head.append(style);
    });`,
  });
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none' } } }),
  );
}

/** The files the test back end's "repository" holds: the content and the locale files. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ['content', ...readdirSync('locales').map((lang) => `locales/${lang}`)]) {
    for (const name of readdirSync(dir).filter((each) => each.endsWith('.json'))) {
      files[`${dir}/${name}`] = readFileSync(join(dir, name), 'utf8');
    }
  }
  return files;
}

rmSync(copy, { recursive: true, force: true });
cpSync(dist, copy, { recursive: true });
const configFile = join(copy, 'admin/config.json');
const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
writeFileSync(configFile, JSON.stringify({ ...config, backend: { name: 'test-repo' } }));
mkdirSync(out, { recursive: true });

const { server, url } = await startStaticHost(copy);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [locale, suffix] of [
    ['ko-KR', 'ko'],
    ['en-US', 'en'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await offline(page);
    await page.goto(`${url}/admin/`);
    await page.screenshot({ path: join(out, `sign-in-${suffix}.png`) });
    // The test back end's "repository": the browser's private file system (a browser script).
    await page.evaluate(`(async (files) => {
      const base = await (await navigator.storage.getDirectory())
        .getDirectoryHandle('sveltia-cms-test', { create: true });
      for (const [path, text] of Object.entries(files)) {
        let dir = base;
        const parts = path.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    })(${JSON.stringify(repositoryFiles())})`);
    await page.reload();
    await page.getByRole('button', { name: /Test|테스트/ }).click();
    await page.goto(`${url}/admin/#/collections/content/entries/popup`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: join(out, `popup-${suffix}.png`) });
    await page.goto(`${url}/admin/#/collections/texts/entries/home`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: join(out, `home-texts-${suffix}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await closeServer(server);
  rmSync(copy, { recursive: true, force: true });
}
