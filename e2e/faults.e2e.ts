import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoMember } from '../src/demo-api/db';
import { closeAlert, expect, test, waitForApp } from './support/fixtures';

test('a CORS failure on login: the "cannot reach the server" message, a usable form', async ({
  page,
  site,
  problems,
}) => {
  await page.goto('/en/auth/login');
  await page.getByLabel('Email (login ID)').fill(demoMember.email);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await site.injectFault({ method: 'POST', path: '/api/v1/auth/login', kind: 'no-cors', times: 1 });
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await closeAlert(page)).toBe(
    'We cannot reach the server right now. Please check your connection and try again.',
  );
  await expect(page).toHaveURL('/en/auth/login');
  await expect(page.getByLabel('Email (login ID)')).toHaveValue(demoMember.email);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // The browser itself reports the blocked answer; nothing else may go wrong.
  expect(
    problems.filter((problem) => !/CORS|Access-Control|auth\/login|net::ERR_FAILED/.test(problem)),
  ).toEqual([]);
});

test('a page chunk gone after a deploy: the clicked page opens in a full page load', async ({
  page,
  site,
  loads,
  problems,
}) => {
  const manifest = JSON.parse(
    readFileSync(join(site.distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest['src/app/routes/company/overview.tsx']?.file ?? '';
  expect(chunk).toMatch(/^assets\//);

  await page.goto('/en/home');
  await waitForApp(page);
  // The deploy removed the chunk the open page knows of; the next document gets a working one.
  // (The browser may fetch it twice: Vite's modulepreload, then the import.)
  let left = false;
  let gone = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) left = true;
  });
  await page.route(`**/${chunk}`, async (route) => {
    if (left) return route.fallback();
    gone += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  const before = loads();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Company' })
    .click();

  await expect(page).toHaveURL('/en/company');
  await expect(page.getByRole('heading', { level: 1, name: 'About the company' })).toBeVisible();
  await expect.poll(loads).toBe(before + 1);
  await waitForApp(page);
  expect(gone).toBeGreaterThan(0);
  // The 404 itself, which the browser also logs, is all that may go wrong.
  expect(
    problems.filter((problem) => !problem.includes(chunk) && !problem.includes('status of 404')),
  ).toEqual([]);
});

test("every dynamic import of the build meets the chunk guard (Vite's preload helper)", ({
  site,
}) => {
  // The helper fires `vite:preloadError`, which src/lib/chunk-reload.ts handles; an import the
  // build did not wrap (an odd specifier, another bundler's output) would fail on its own.
  // Minified: `h(()=>import(…)` or `h(async()=>{let{a:e}=await import(…)`.
  const wrapped = /[\w$]+\((?:async)?\(\)=>(?:\{let\{[^{}]*\}=await )?$/;
  const assets = join(site.distDir, 'assets');
  const unguarded: string[] = [];
  let guarded = 0;
  let helper = false;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8');
    helper ||= code.includes('vite:preloadError');
    // react-router's framework mode loads its route modules itself; data mode never runs it.
    if (file.startsWith('framework-')) continue;
    for (const { index } of code.matchAll(/\bimport\(/g)) {
      if (wrapped.test(code.slice(Math.max(0, index - 200), index))) guarded += 1;
      else unguarded.push(`${file}: ${code.slice(Math.max(0, index - 60), index + 40)}`);
    }
  }
  expect(helper).toBe(true);
  expect(guarded).toBeGreaterThan(40);
  expect(unguarded).toEqual([]);
});
