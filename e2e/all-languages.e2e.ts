import { languages, type Language } from '../src/config/languages';
import { closeAlert, expect, test, uniqueEmail } from './support/fixtures';
import { localeText } from './support/locale';
import { phone } from './support/viewports';

/** The page copy of one language, read from the same locale files the site ships. */
function copy(lang: Language) {
  const t = localeText(lang);
  return {
    field: (name: string) => t(`forms:fields.${name}`),
    optional: t('forms:optionalField'),
    auth: (key: string) => t(`auth:${key}`),
    common: (key: string) => t(`common:${key}`),
  };
}

for (const lang of languages) {
  test.describe(`register → log in → profile → log out in ${lang}`, () => {
    test('works end to end with the messages of that language', async ({
      page,
      problems,
      loads,
    }) => {
      const c = copy(lang);
      const email = uniqueEmail(`journey-${lang}`);
      await page.setViewportSize(phone);

      await page.goto(`/${lang}/auth/register`);
      await page.getByLabel(c.field('email')).fill(email);
      await page.getByLabel(c.field('password'), { exact: true }).fill('pass-1234');
      await page.getByLabel(c.field('passwordConfirm')).fill('pass-1234');
      await page.getByLabel(c.field('name')).fill('홍길동 Test');
      await page.getByLabel(`${c.field('position')} (${c.optional})`).fill('TRIO School');
      await page.getByLabel(c.field('phone')).fill('010-3333-4444');
      for (const document of ['terms', 'privacy']) {
        await page
          .getByRole('button', {
            name: `${c.auth('register.read')}: ${c.auth(`register.${document}`)}`,
          })
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: c.auth('register.agree') })
          .click();
      }
      await page.getByRole('button', { name: c.auth('register.submit') }).click();
      expect(await closeAlert(page)).toBe(c.auth('outcomes.registered'));
      await page.waitForURL(`/${lang}/auth/login`);

      // The new address is filled in; only the password is left to type.
      await expect(page.getByLabel(c.field('email'))).toHaveValue(email);
      await page.getByLabel(c.field('password'), { exact: true }).fill('pass-1234');
      const before = loads();
      await page.getByRole('button', { name: c.auth('login.submit') }).click();
      await page.waitForURL(`/${lang}/home`);
      await page.waitForLoadState('load');
      expect(loads()).toBe(before + 1);

      await page.getByRole('button', { name: c.common('nav.openMenu') }).click();
      await page.getByRole('link', { name: c.common('session.profile') }).click();
      await page.getByLabel(c.field('name')).fill('홍길동 Edited');
      await page.getByRole('button', { name: c.auth('profile.submit') }).click();
      expect(await closeAlert(page)).toBe(c.auth('outcomes.profileUpdated'));

      await page.goto(`/${lang}/trio`);
      await page.getByRole('button', { name: c.common('nav.openMenu') }).click();
      await page.getByRole('button', { name: c.common('session.logout') }).click();
      // Confirmed in that language; the phone menu closed behind it.
      expect(await closeAlert(page)).toBe(c.common('session.loggedOut'));
      await page.getByRole('button', { name: c.common('nav.openMenu') }).click();
      await page.getByRole('link', { name: c.common('session.login') }).waitFor();
      expect(problems).toEqual([]);
    });
  });
}
