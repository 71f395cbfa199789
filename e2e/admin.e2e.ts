import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminPolicy } from '../tools/vite/hosting';
import { expect, test } from './support/fixtures';

const sveltia = 'node_modules/@sveltia/cms';
// Staff in Korea: the editor's interface in Korean.
test.use({ locale: 'ko-KR' });

const font = 'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

test('the editor at /admin/ loads under its own policy, with no error, and shows its sign-in', async ({
  page,
  problems,
  site,
}) => {
  // The machine is offline: the CDN files the editor asks for (its Korean interface, its
  // typefaces, GitHub's status) are answered here as the CDNs would.
  await page.route('https://unpkg.com/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/@sveltia\/cms(@[^/]+)?\//, '');
    return route.fulfill({
      path: join(sveltia, path),
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  await page.route('https://cdn.jsdelivr.net/**', (route) =>
    route.fulfill({
      path: font,
      headers: { 'content-type': 'font/ttf', 'access-control-allow-origin': '*' },
    }),
  );
  await page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({
      json: { status: { indicator: 'none' } },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toBe(adminPolicy());
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('button', { name: /GitHub.*로그인/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: '액세스 토큰으로 로그인' })).toBeVisible();
  expect(problems).toEqual([]);

  // No public page names the editor or its files.
  const html = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() && entry.name !== 'admin'
        ? html(join(dir, entry.name))
        : entry.name.endsWith('.html') && dir !== join(site.distDir, 'admin')
          ? [readFileSync(join(dir, entry.name), 'utf8')]
          : [],
    );
  expect(html(site.distDir).filter((text) => /\/admin\/|sveltia/i.test(text))).toEqual([]);
});
