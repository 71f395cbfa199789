import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, type Language } from '../src/config/languages';
import { pageNames, type PageName } from '../src/config/pages';
import { paths } from '../src/config/paths';
import {
  demoMember,
  desktop,
  logIn,
  openPage,
  phone,
  resetApi,
  siteUrl,
  launchBrowser,
  type WatchedPage,
} from './support/browser';
import { seriousViolations } from './support/axe';

const screenshots = 'e2e-output/screenshots';
const pages = pageNames;
const sizes = { phone, desktop } as const;

function urlOf(lang: Language, page: PageName): string {
  if (page === 'communityNoticeDetail') return paths.communityNoticeDetail(lang, { id: 1 });
  if (page === 'resetPassword') return paths.resetPassword(lang, { token: 'a1b2c3d4e5f6' });
  return (paths[page] as (lang: Language) => string)(lang);
}

let browser: Browser;
const visitors = new Map<string, WatchedPage>();

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  await resetApi();
  browser = await launchBrowser();
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    visitors.set(`${sizeName}:visitor`, await openPage(browser, { viewport }));
    const member = await openPage(browser, { viewport });
    await logIn(member.page, 'en', demoMember.email, demoMember.password);
    visitors.set(`${sizeName}:member`, member);
  }
});

afterAll(async () => {
  await browser.close();
});

describe.each(Object.keys(sizes) as Array<keyof typeof sizes>)('at %s size', (sizeName) => {
  describe.each(languages)('in %s', (lang) => {
    it.each(pages)('%s loads cleanly, fits the screen and passes axe', async (name) => {
      // The profile page is for members; everything else is checked as a visitor sees it.
      const watched = visitors.get(`${sizeName}:${name === 'authProfile' ? 'member' : 'visitor'}`);
      if (!watched) throw new Error('no browser page');
      const { page, problems } = watched;
      problems.length = 0;
      await page.goto(siteUrl(urlOf(lang, name)), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (sizeName === 'phone')
        expect(overflow, 'horizontal scrolling on a phone').toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${screenshots}/${lang}-${name}-${sizeName}.png`,
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
