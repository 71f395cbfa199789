import { mkdirSync, writeFileSync } from 'node:fs';
import { languages, type Language } from '../src/config/languages';
import { pageNames, type PageName } from '../src/config/pages';
import { paths } from '../src/config/paths';
import { seriousViolations } from './support/axe';
import { demoMember } from '../src/demo-api/db';
import { expect, test } from './support/fixtures';
import { desktop, phone } from './support/viewports';
import type { Web } from './support/web/driver';
import { PlaywrightWeb } from './support/web/playwright-web';
import { byLabel, byRole } from './support/web/query';

/**
 * The page sweep, in every engine: every page in four languages, at phone and desktop size,
 * loads, hydrates without a mismatch and logs nothing (console errors and warnings, page errors,
 * failed requests); on a phone nothing scrolls sideways. In Chromium, axe too (WCAG 2.1 A/AA,
 * serious and critical). One test per size and language walks all its pages in one tab, a
 * visitor going from page to page. Full-page screenshots of every page and engine for a visual
 * review: `E2E_SCREENSHOTS=1 npm run test:e2e`.
 */
const screenshots = process.env.E2E_SCREENSHOTS ? 'e2e-output/screenshots' : undefined;

function urlOf(lang: Language, page: PageName): string {
  if (page === 'communityNoticeDetail') return paths.communityNoticeDetail(lang, { id: 1 });
  if (page === 'resetPassword') return paths.resetPassword(lang, { token: 'a1b2c3d4e5f6' });
  return (paths[page] as (lang: Language) => string)(lang);
}

/** The profile page is for members: it comes last, after logging in. */
const order = [...pageNames.filter((name) => name !== 'authProfile'), 'authProfile' as const];

async function logIn(web: Web) {
  await web.goto('/en/auth/login');
  await web.fill(byLabel('Email (login ID)'), demoMember.email);
  await web.fill(byLabel('Password'), demoMember.password);
  await web.click(byRole('button', 'Log in'));
  await web.waitForPath('/en/home');
  await web.waitForSettled();
}

/** What is wrong with one page, as seen now. */
async function check(web: Web, url: string, lang: Language, size: string): Promise<string[]> {
  const found: string[] = [];
  await web.goto(url);
  // Plain DOM, not the in-page queries: 168 pages per engine, each would load them.
  await web.waitFor(
    () => web.evaluate(() => Boolean(document.querySelector('h1')?.checkVisibility())),
    `a visible heading on ${url}`,
  );
  await web.waitForSettled();
  const lang_ = await web.evaluate(() => document.documentElement.lang);
  if (lang_ !== lang) found.push(`lang="${lang_}"`);
  if (size === 'phone') {
    const overflow = await web.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
  }
  if (web instanceof PlaywrightWeb) found.push(...(await seriousViolations(web.page)));
  return found;
}

for (const [size, viewport] of Object.entries({ phone, desktop })) {
  for (const lang of languages) {
    test(`at ${size} size in ${lang}, every page loads cleanly and hydrates without a mismatch`, async ({
      web,
    }) => {
      test.setTimeout(240_000);
      await web.setViewport(viewport);
      const failures: Record<string, string[]> = {};
      let seen = 0;
      for (const name of order) {
        if (name === 'authProfile') await logIn(web);
        const url = urlOf(lang, name);
        const found = await check(web, url, lang, size);
        // Let the page finish what it started (late errors belong to it, not to the next).
        await new Promise((done) => setTimeout(done, 150));
        const problems = (await web.problems()).slice(seen);
        seen += problems.length;
        found.push(...problems);
        if (found.length) failures[url] = found;
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          const file = `${screenshots}/${web.engine}-${lang}-${name}-${size}.png`;
          writeFileSync(file, await web.screenshot());
        }
      }
      expect(failures).toEqual({});
    });
  }
}
