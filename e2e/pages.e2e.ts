import type { Page } from '@playwright/test';
import { languages, type Language } from '../src/config/languages';
import { pageNames, type PageName } from '../src/config/pages';
import { paths } from '../src/config/paths';
import { seriousViolations } from './support/axe';
import {
  demoMember,
  dismissPopupForToday,
  expect,
  logIn,
  test as base,
  waitForSettled,
  watchProblems,
} from './support/fixtures';
import { desktop, phone } from './support/viewports';

/** Full-page screenshots of every page for a visual review: `E2E_SCREENSHOTS=1 npm run test:e2e`. */
const screenshots = process.env.E2E_SCREENSHOTS ? 'e2e-output/screenshots' : undefined;

function urlOf(lang: Language, page: PageName): string {
  if (page === 'communityNoticeDetail') return paths.communityNoticeDetail(lang, { id: 1 });
  if (page === 'resetPassword') return paths.resetPassword(lang, { token: 'a1b2c3d4e5f6' });
  return (paths[page] as (lang: Language) => string)(lang);
}

type Visit = { page: Page; problems: string[] };

/**
 * One page per worker for the whole sweep, a visitor going from page to page: a fresh context
 * per page would spend most of the sweep starting contexts and fetching the same files again.
 * Playwright traces this context too, so a failure keeps its trace and screenshot.
 */
const test = base.extend<{ visit: Visit }, { visitor: Visit }>({
  visitor: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({
        baseURL: site.url,
        serviceWorkers: 'block',
        locale: 'en-US',
      });
      await context.addInitScript(dismissPopupForToday);
      const page = await context.newPage();
      await use({ page, problems: watchProblems(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  visit: async ({ visitor, viewport }, use) => {
    if (viewport) await visitor.page.setViewportSize(viewport);
    visitor.problems.length = 0;
    await use(visitor);
  },
});

for (const [sizeName, viewport] of Object.entries({ phone, desktop })) {
  for (const lang of languages) {
    test.describe(`at ${sizeName} size in ${lang}`, () => {
      test.use({ viewport });

      for (const name of pageNames) {
        test(`${name} loads cleanly, fits the screen and passes axe`, async ({ visit }) => {
          const { page, problems } = visit;
          // The profile page is for members; everything else is checked as a visitor sees it.
          if (name === 'authProfile')
            await logIn(page, 'en', demoMember.email, demoMember.password);
          await page.goto(urlOf(lang, name));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await waitForSettled(page);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          if (sizeName === 'phone') {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow, 'horizontal scrolling on a phone').toBeLessThanOrEqual(0);
          }
          if (screenshots) {
            await page.screenshot({
              path: `${screenshots}/${lang}-${name}-${sizeName}.png`,
              fullPage: true,
            });
          }
          expect(await seriousViolations(page)).toEqual([]);
          expect(problems).toEqual([]);
          // Back to a visitor for the next page.
          if (name === 'authProfile') await page.context().clearCookies();
        });
      }
    });
  }
}
