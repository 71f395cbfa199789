import type { BrowserContext, Page } from '@playwright/test';
import { languageNames, languages, type Language } from '../src/config/languages';
import { expect, test, waitForApp } from './support/fixtures';
import { localeText } from './support/locale';

/**
 * A language chosen on the landing page or with the header's switcher is remembered for the
 * next visit to `/` (the `i18n_redirected` cookie), whether the app has loaded or not: before
 * it has, the links are plain links and the page's inline script writes the cookie.
 */

/** The app's files never arrive: the page stays what its HTML and inline script make it. */
async function holdBackTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

async function chosenLanguage(context: BrowserContext) {
  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected');
  if (!cookie) return undefined;
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  // Served over http here: `Secure` only where the page came over https (unit-tested).
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  return cookie.value;
}

/** With the app: `/` makes the remembered language's entry the primary one. */
async function expectLandingSuggests(page: Page, lang: Language) {
  await page.unrouteAll();
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('.landing__enter.button--primary')).toHaveAttribute('hreflang', lang);
}

/** The landing page's entry buttons, each in its own language. */
const entryName = (lang: Language) => localeText(lang)('landing:enter');

test('before the app has loaded: each landing choice is remembered for the next visit to /', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  for (const lang of languages) {
    for (const choice of ['entry', 'language'] as const) {
      await context.clearCookies();
      await holdBackTheApp(page);
      await page.goto('/');
      const link =
        choice === 'entry'
          ? page.getByRole('link', { name: entryName(lang), exact: true })
          : page
              .getByRole('navigation', { name: 'Choose a language' })
              .getByRole('link', { name: languageNames[lang] });
      await link.click();
      await page.waitForURL(`/${lang}/home`);
      expect(await page.locator('html').getAttribute('data-app'), 'the app is held back').toBe(
        null,
      );
      expect(await chosenLanguage(context), `${choice} ${lang}`).toBe(lang);
      await expectLandingSuggests(page, lang);
    }
  }
});

test("before the app has loaded: the header's switcher is remembered", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  let from: Language = 'en';
  for (const lang of [...languages.filter((item) => item !== 'en'), 'en' as const]) {
    await context.clearCookies();
    await holdBackTheApp(page);
    await page.goto(`/${from}/trio/rule`);
    await page
      .getByRole('navigation', { name: localeText(from)('common:language.choose') })
      .getByRole('link', { name: languageNames[lang] })
      .click();
    await page.waitForURL(`/${lang}/trio/rule`);
    expect(await page.locator('html').getAttribute('data-app')).toBe(null);
    expect(await chosenLanguage(context), `switch ${from} → ${lang}`).toBe(lang);
    await expectLandingSuggests(page, lang);
    from = lang;
  }
});

test('with the app loaded: the landing page, the switcher, and a page the app renders from scratch', async ({
  page,
  context,
  problems,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Choose a language' })
    .getByRole('link', { name: languageNames.zh })
    .click();
  await page.waitForURL('/zh/home');
  expect(await chosenLanguage(context)).toBe('zh');

  // An in-app navigation: the switcher's link is the app's.
  await page
    .getByRole('navigation', { name: localeText('zh')('common:language.choose') })
    .getByRole('link', { name: languageNames.es })
    .click();
  await page.waitForURL('/es/home');
  expect(await chosenLanguage(context)).toBe('es');

  // A notice comes from an app shell: no inline script, the app listens instead.
  await context.clearCookies();
  await page.goto('/en/community/notice/1');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Choose a language' })
    .getByRole('link', { name: languageNames.ko })
    .click();
  await page.waitForURL('/ko/community/notice/1');
  expect(await chosenLanguage(context)).toBe('ko');
  await expectLandingSuggests(page, 'ko');
  expect(problems).toEqual([]);
});
