import { languages, type Language } from '../src/config/languages';
import { expect, test, uniqueEmail } from './support/fixtures';
import { localeText } from './support/locale';
import { phone } from './support/viewports';
import { byLabel, byRole, within } from './support/web/query';

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
  test(`register → log in → profile → log out in ${lang}, with the messages of that language`, async ({
    web,
  }) => {
    const c = copy(lang);
    const email = uniqueEmail(`journey-${lang}`);
    const menu = byRole('button', c.common('nav.openMenu'));
    await web.setViewport(phone);

    await web.goto(`/${lang}/auth/register`);
    await web.fill(byLabel(c.field('email')), email);
    await web.fill(byLabel(c.field('password')), 'pass-1234');
    await web.fill(byLabel(c.field('passwordConfirm')), 'pass-1234');
    await web.fill(byLabel(c.field('name')), '홍길동 Test');
    await web.fill(byLabel(`${c.field('position')} (${c.optional})`), 'TRIO School');
    await web.fill(byLabel(c.field('phone')), '010-3333-4444');
    for (const document of ['terms', 'privacy']) {
      await web.click(
        byRole('button', `${c.auth('register.read')}: ${c.auth(`register.${document}`)}`),
      );
      await web.click(within(byRole('dialog'), byRole('button', c.auth('register.agree'))));
      await web.expectGone(byRole('dialog'));
    }
    await web.click(byRole('button', c.auth('register.submit')));
    expect(await web.closeAlert()).toBe(c.auth('outcomes.registered'));
    await web.waitForPath(`/${lang}/auth/login`);

    // The new address is filled in; only the password is left to type.
    await web.expectValue(byLabel(c.field('email')), email);
    await web.fill(byLabel(c.field('password')), 'pass-1234');
    await web.markPage();
    await web.click(byRole('button', c.auth('login.submit')));
    await web.waitForPath(`/${lang}/home`);
    await web.waitForPageLoad();

    await web.click(menu);
    await web.click(byRole('link', c.common('session.profile')));
    // The profile is the session's: typed before the app knows it, a save could meet a form
    // the session's arrival renders again (Gecko's flake at this step, #48).
    await web.waitForPath(`/${lang}/auth/profile`);
    await web.waitForSettled();
    await web.fill(byLabel(c.field('name')), '홍길동 Edited');
    await web.click(byRole('button', c.auth('profile.submit')));
    expect(await web.closeAlert()).toBe(c.auth('outcomes.profileUpdated'));

    await web.goto(`/${lang}/trio`);
    await web.click(menu);
    await web.click(byRole('button', c.common('session.logout')));
    // Confirmed in that language; the phone menu closed behind it.
    expect(await web.closeAlert()).toBe(c.common('session.loggedOut'));
    await web.click(menu);
    await web.expectVisible(byRole('link', c.common('session.login')));
    expect(await web.problems()).toEqual([]);
  });
}
