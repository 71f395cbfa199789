import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { popupHiddenUntilKey } from '../src/config/popup';
import { demoMember } from '../src/demo-api/db';
import { expect, test, uniqueEmail } from './support/fixtures';
import { hostileNotice, lateNotice } from './support/notices';
import { phone } from './support/viewports';
import type { Web } from './support/web/driver';
import { byLabel, byRole, byText, within } from './support/web/query';

/**
 * The visitor's journeys, written once against the engine-neutral driver: they run in Chromium,
 * in Gecko and WebKit (docs/decisions/012-three-engines.md), and those tagged `@hosts` behind
 * nginx and Cloudflare too: the ones that lean on what a host does (cookies on its origin,
 * redirects and the 404 page, app shells for pages with parameters, `builds/latest.json` never
 * cached, a missing chunk a real 404). The others exercise the app, the same files on every host.
 */

const email = byLabel('Email (login ID)');
const password = byLabel('Password');
const banner = byRole('banner');
const mainMenu = byRole('navigation', 'Main menu');

/** Logs in through the login page; resolves once the full page load it ends with is done. */
async function logIn(web: Web, lang: string, address: string, secret: string) {
  await web.goto(`/${lang}/auth/login`);
  await web.fill(email, address);
  await web.fill(password, secret);
  await web.markPage();
  await web.click(byRole('button', 'Log in'));
  await web.waitForPath(`/${lang}/home`);
  await web.waitForPageLoad();
}

/** Reads and agrees to both documents of the register form. */
async function agreeToBoth(web: Web) {
  for (const document of ['Terms of Service', 'Privacy Policy']) {
    await web.click(byRole('button', `Read and agree: ${document}`));
    await web.click(within(byRole('dialog'), byRole('button', 'Agree')));
    await web.expectGone(byRole('dialog'));
  }
}

/** The session is known to the header: its logout button exists (the phone menu may hide it). */
async function loggedIn(web: Web) {
  await web.find(byRole('button', 'Log out', { hidden: true }));
}

/** The page's language; empty while a page load has no document element yet. */
const lang = () => (web: Web) =>
  web.evaluate(() => (document.documentElement as HTMLElement | null)?.lang ?? '');

test.describe('landing and languages', () => {
  test('landing → language choice → cookie → home, and the cookie wins next time @hosts', async ({
    web,
  }) => {
    await web.setViewport(phone);
    await web.goto('/');
    // With the app; before it has loaded, see language-choice.e2e.ts.
    await web.waitForApp();
    await web.click(byRole('link', '한국어'));
    await web.waitForPath('/ko/home');
    await expect.poll(() => lang()(web)).toBe('ko');

    const cookie = (await web.cookies()).find((item) => item.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'ko', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);

    // The pre-rendered landing page shows every language; the remembered one is emphasised.
    await web.goto('/');
    await web.find(byRole('link', '홈페이지 바로가기'));
    await expect
      .poll(() =>
        web.evaluate(() =>
          [...document.querySelectorAll('a.button--primary')].map((link) =>
            link.getAttribute('href'),
          ),
        ),
      )
      .toEqual(expect.arrayContaining(['/ko/home']));
    const primary = await web.evaluate(() =>
      [...document.querySelectorAll('a.button--primary')].map((link) => link.getAttribute('href')),
    );
    expect(primary).not.toContain('/en/home');
    expect(await web.problems()).toEqual([]);
  });

  test('the language switch keeps the page @hosts', async ({ web }) => {
    await web.goto('/en/trio/rule');
    await web.click(within(byRole('navigation', 'Choose a language'), byRole('link', 'Español')));
    await web.waitForPath('/es/trio/rule');
    await expect.poll(() => lang()(web)).toBe('es');
    await web.expectVisible(byRole('navigation', 'Menú principal'));
    expect(await web.problems()).toEqual([]);
  });

  test('unknown paths: redirect to / under a language, 404 page elsewhere @hosts', async ({
    web,
  }) => {
    await web.goto('/en/no-such-page');
    await web.waitForPath('/');
    await web.find(byRole('link', 'Enter the site'));
    for (const path of ['/fr/home', '/foo/bar']) {
      await web.goto(path);
      await web.find(byRole('heading', 'Page not found'));
      expect(await web.path()).toBe(path);
    }
  });
});

test.describe('membership', () => {
  test('register with the agreement dialogs, then log in', async ({ web }) => {
    const address = uniqueEmail('register');
    await web.setViewport(phone);
    await web.goto('/en/auth/register');
    await web.fill(email, address);
    await web.fill(password, 'journey1');
    await web.fill(byLabel('Confirm password'), 'journey1');
    await web.fill(byLabel('Name'), 'Journey Tester');
    await web.fill(byLabel('Mobile or unique number'), '010-2222-3333');
    // Usable before the agreements: sending says what is missing and goes there.
    const submit = byRole('button', 'Sign up');
    expect((await web.find(submit)).enabled).toBe(true);
    await web.click(submit);
    const terms = byRole('button', 'Read and agree: Terms of Service');
    await web.expectFocused(terms);
    expect((await web.state(terms)).description).toBe(
      'Read the Terms of Service and agree to them to sign up.',
    );
    expect((await web.state(byRole('button', 'Read and agree: Privacy Policy'))).description).toBe(
      'Read the Privacy Policy and agree to it to sign up.',
    );
    await agreeToBoth(web);
    await web.click(submit);
    expect(await web.closeAlert()).toBe('Registration completed successfully.');
    await web.waitForPath('/en/auth/login');
    // The address came along (not in the URL); the password is the one thing left to type.
    await web.expectValue(email, address);
    await web.expectFocused(password);
    await web.type('journey1');
    await web.press('Enter');
    await web.waitForPath('/en/home');
    await web.click(byRole('button', 'Menu'));
    await web.expectVisible(byRole('button', 'Log out'));
    expect(await web.problems()).toEqual([]);
  });

  test('sign-up from a course page ends back on that course page, logged in', async ({ web }) => {
    await web.goto('/en/certificate/sport');
    await web.click(within(banner, byRole('link', 'Sign up')));
    await web.waitForPath('/en/auth/register?redirect=%2Fen%2Fcertificate%2Fsport');
    await web.fill(email, uniqueEmail('course-signup'));
    await web.fill(password, 'journey1');
    await web.fill(byLabel('Confirm password'), 'journey1');
    await web.fill(byLabel('Name'), 'Course Tester');
    await web.fill(byLabel('Mobile or unique number'), '01044445555');
    await agreeToBoth(web);
    await web.click(byRole('button', 'Sign up'));
    expect(await web.closeAlert()).toBe('Registration completed successfully.');
    await web.waitForPath('/en/auth/login?redirect=%2Fen%2Fcertificate%2Fsport');
    await web.expectFocused(password);
    await web.type('journey1');
    await web.press('Enter');
    await web.waitForPath('/en/certificate/sport');
    await loggedIn(web);
  });

  test('login: 401, another code, then 200 as a full page load with the member header @hosts', async ({
    web,
    site,
  }) => {
    await web.goto('/en/auth/login');
    await web.fill(email, demoMember.email);
    await web.fill(password, 'wrong-password');
    await web.click(byRole('button', 'Log in'));
    expect(await web.closeAlert()).toBe('Incorrect email or password.');
    await web.expectValue(password, '');

    await site.injectFault({
      method: 'POST',
      path: '/api/v1/auth/login',
      kind: 'json',
      code: 503,
      status: 200,
      times: 1,
    });
    await web.fill(password, demoMember.password);
    await web.click(byRole('button', 'Log in'));
    expect(await web.closeAlert()).toBe('Invalid access.');

    await web.fill(password, demoMember.password);
    await web.markPage();
    await web.click(byRole('button', 'Log in'));
    await web.waitForPath('/en/home');
    await web.waitForPageLoad();
    await loggedIn(web);
  });

  test('profile: a save, a failure that keeps what was typed, logout without a reload', async ({
    web,
    site,
  }) => {
    await logIn(web, 'en', demoMember.email, demoMember.password);
    await web.goto('/en/auth/profile');
    const name = byLabel('Name');
    await web.expectValue(name, '김하늘');
    // Shown as a Korean reader writes it.
    await web.expectValue(byLabel('Mobile or unique number'), '010-1234-5678');

    await web.fill(name, '김하늘 선생님');
    await web.click(byRole('button', 'Save changes'));
    expect(await web.closeAlert()).toBe('Profile information has been updated.');

    await site.injectFault({
      method: 'POST',
      path: '/api/v1/user/update',
      kind: 'json',
      code: 500,
      status: 500,
      times: 1,
    });
    await web.fill(name, 'Typed before the failure');
    await web.fill(byLabel('Affiliation (optional)'), 'Failure school');
    await web.click(byRole('button', 'Save changes'));
    expect(await web.closeAlert()).toBe('Error: Failed to update profile information.');
    await web.expectValue(name, 'Typed before the failure');
    await web.expectValue(byLabel('Affiliation (optional)'), 'Failure school');

    await web.goto('/en/company');
    await web.waitForSettled();
    // A logout the API did not confirm leaves the member logged in, and says so.
    await site.injectFault({
      method: 'GET',
      path: '/api/v1/auth/logout',
      kind: 'json',
      code: 503,
      status: 503,
      times: 1,
    });
    await web.click(byRole('button', 'Log out'));
    expect(await web.closeAlert()).toBe(
      'Logging out failed, so you are still logged in. Please try again.',
    );
    await web.find(byRole('button', 'Log out'));
    await web.markPage();
    await web.click(byRole('button', 'Log out'));
    expect(await web.closeAlert()).toBe('You have been logged out.');
    // Focus is on the link that replaced the logout button, not lost on the body.
    await web.expectFocused(within(banner, byRole('link', 'Log in')));
    expect(await web.samePage()).toBe(true);
    await web.reload();
    await web.find(within(banner, byRole('link', 'Log in')));
  });

  test('logout from the phone menu: the menu closes, an alert confirms, focus goes back to the menu button', async ({
    web,
  }) => {
    await web.setViewport(phone);
    await logIn(web, 'en', demoMember.email, demoMember.password);
    const menuButton = byRole('button', 'Menu');
    await web.click(menuButton);
    await web.expectVisible(mainMenu);
    await web.click(byRole('button', 'Log out'));
    expect(await web.closeAlert()).toBe('You have been logged out.');
    await web.expectHidden(mainMenu);
    await web.expectFocused(menuButton);
    await web.click(menuButton);
    await web.expectVisible(byRole('link', 'Log in'));
    expect(await web.problems()).toEqual([]);
  });

  test('login from the header returns to the page the visitor was on', async ({ web }) => {
    await web.goto('/en/community/notice?page=2');
    await web.waitForApp();
    await web.click(within(banner, byRole('link', 'Log in')));
    await web.waitForPath('/en/auth/login?redirect=%2Fen%2Fcommunity%2Fnotice%3Fpage%3D2');
    await web.fill(email, demoMember.email);
    await web.fill(password, demoMember.password);
    await web.markPage();
    await web.click(byRole('button', 'Log in'));
    await web.waitForPath('/en/community/notice?page=2');
    await web.waitForPageLoad();
    await loggedIn(web);
  });

  test('a reset link that no longer works says so after the refusal and offers a new one', async ({
    web,
  }) => {
    await web.goto('/en/reset/password/expired-or-used-token');
    await web.fill(byLabel('New password'), 'reset-123');
    await web.fill(byLabel('Confirm new password'), 'reset-123');
    await web.click(byRole('button', 'Change password'));
    // The spec's alert stays; the page then gives the cause and the way forward.
    expect(await web.closeAlert()).toBe('Invalid access.');
    await web.expectVisible(
      byText('This reset link has expired or has already been used.', { exact: false }),
    );
    await web.click(byRole('link', 'Request a new link'));
    await web.waitForPath('/en/auth/find-password');
    await web.find(byRole('heading', 'Reset your password', { level: 1 }));
    expect(await web.problems()).toEqual([]);
  });

  test('find the ID', async ({ web }) => {
    await web.setViewport(phone);
    await web.goto('/en/auth/find-email');
    await web.fill(byLabel('Name'), '김하늘');
    await web.fill(byLabel('Mobile or unique number'), '010-1234-5678');
    await web.click(byRole('button', 'Find my ID'));
    await web.find(byText(demoMember.email, { exact: false }));
    expect(await web.problems()).toEqual([]);
  });

  test('find password → reset link from the demo banner → new password → log in with it @hosts', async ({
    web,
  }) => {
    await web.goto('/en/auth/find-password');
    await web.fill(email, demoMember.email);
    await web.click(byRole('button', 'Send the reset link'));
    await web.click(byRole('link', 'Set a new password'));
    await web.find(byRole('heading', 'Set a new password', { level: 1 }));
    // Once read, the token leaves the address bar and the tab's history.
    await web.waitForPath('/en/auth/find-password');
    expect(
      await web.evaluate(() =>
        document.querySelector('meta[name="referrer"]')?.getAttribute('content'),
      ),
    ).toBe('no-referrer');
    await web.fill(byLabel('New password'), 'reset-123');
    await web.fill(byLabel('Confirm new password'), 'reset-123');
    await web.click(byRole('button', 'Change password'));
    await web.find(byText('Password has been changed.', { exact: false }));
    await web.click(byRole('link', 'Log in with your new password'));
    await logIn(web, 'en', demoMember.email, 'reset-123');
    expect(await web.problems()).toEqual([]);
  });
});

test.describe('the home popup', () => {
  test.use({ showPopup: true });

  test('Escape closes it; closed before logging in, it stays closed after the login page load', async ({
    web,
  }) => {
    await web.goto('/en/home');
    const popup = byRole('dialog');
    await web.expectVisible(popup);
    await web.press('Escape');
    await web.expectGone(popup);
    // Escape leaves focus on the page heading, not on the body.
    await web.expectFocused(byRole('heading', undefined, { level: 1 }));

    await web.click(within(banner, byRole('link', 'Log in')));
    await web.waitForPath('/en/auth/login');
    await web.fill(email, demoMember.email);
    await web.fill(password, demoMember.password);
    await web.click(byRole('button', 'Log in'));
    await web.waitForPath('/en/home');
    await web.waitForSettled();
    await loggedIn(web);
    expect(await web.count(popup)).toBe(0);
  });

  test('"Don\'t show again today" keeps it away until midnight', async ({ web }) => {
    await web.goto('/en/home');
    await web.click(within(byRole('dialog'), byRole('button', "Don't show again today")));
    await web.expectGone(byRole('dialog'));
    await web.expectFocused(byRole('heading', undefined, { level: 1 }));
    await web.goto('/en/home');
    await web.waitForSettled();
    expect(await web.count(byRole('dialog'))).toBe(0);
    const until = Number(
      await web.evaluate((key) => localStorage.getItem(key), popupHiddenUntilKey),
    );
    const midnight = new Date();
    midnight.setHours(24, 0, 0, 0);
    expect(until).toBe(midnight.getTime());
    expect(await web.problems()).toEqual([]);
  });
});

test.describe('lists, the notice and the lightbox', () => {
  test('the notice list opens a notice; past its end the empty state, on an API failure the error state @hosts', async ({
    web,
    site,
  }) => {
    await web.goto('/en/community/notice');
    await web.waitForSettled();
    const links = await web.evaluate(() =>
      [...document.querySelectorAll('main a[href*="/community/notice/"]')].map((link) =>
        link.getAttribute('href'),
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    await web.click({ css: `main a[href="${links[0]}"]` });
    await web.waitForPath(links[0] ?? '');
    await web.find(byRole('heading', undefined, { level: 1 }));
    // The notice's own page, pre-rendered with it: the app hydrates over it (no mismatch).
    await web.goto(links[0] ?? '');
    await web.waitForSettled();
    const title = await web.evaluate(() => document.title);
    expect(title).not.toBe('TRIO');
    await web.expectVisible(byRole('heading', title.split(' | ')[0], { level: 1 }));
    // A hostile notice published since: no script runs, and its styles raise no policy report
    // (the fixtures fail on any securitypolicyviolation).
    await site.publishNotice(hostileNotice);
    await web.goto('/en/community/notice/9002');
    await web.waitForSettled();
    await web.expectVisible(byRole('heading', hostileNotice.title.en, { level: 1 }));
    await web.expectVisible(byText('Styled'));
    expect(await web.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    await site.resetApi();
    if (site.host === 'cloudflare') {
      // Published after the build: Cloudflare's function names it; the app renders it.
      await site.publishNotice(lateNotice);
      await web.goto('/en/community/notice/9001');
      await web.waitForSettled();
      await web.expectVisible(byRole('heading', lateNotice.title.en, { level: 1 }));
      await site.resetApi();
    }

    await web.goto('/en/community/notice?page=999');
    await web.waitForSettled();
    await web.expectVisible({ css: '.list-empty' });

    await site.injectFault({
      method: 'GET',
      path: '/api/v1/',
      kind: 'json',
      code: 500,
      status: 500,
    });
    await web.goto('/en/community/gallery');
    await web.waitForSettled();
    await web.find({ role: 'alert' });
    expect((await web.problems()).filter((problem) => !/500|api\/v1/.test(problem))).toEqual([]);
  });

  test('the lightbox: arrow keys browse, Escape closes, focus returns', async ({ web }) => {
    await web.goto('/en/community/gallery');
    await web.waitForSettled();
    const thumb = { css: '.gallery-thumb', nth: 0 };
    await web.focus(thumb);
    await web.press('Enter');
    const lightbox = byRole('dialog');
    await web.expectVisible(within(lightbox, byText('Photo 1 of 12')));
    await web.expectFocused(within(lightbox, byRole('button', 'Close')));
    await web.press('ArrowRight');
    await web.expectVisible(within(lightbox, byText('Photo 2 of 12')));
    await web.press('ArrowLeft');
    await web.expectVisible(within(lightbox, byText('Photo 1 of 12')));
    await web.press('Escape');
    await web.expectGone(lightbox);
    await web.expectFocused(thumb);
    expect(await web.problems()).toEqual([]);
  });
});

test.describe('new builds and vanished chunks', () => {
  test('a new build id in builds/latest.json makes the next navigation a full page load @hosts', async ({
    web,
    site,
  }) => {
    await web.goto('/en/company');
    await web.waitForApp();
    const restore = site.replaceFile(
      'builds/latest.json',
      JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }),
    );
    try {
      // The poller asks when the tab becomes visible: tell it so until it has asked.
      const asked = () =>
        web.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/builds/latest.json')).length,
        );
      const before = await asked();
      await expect
        .poll(async () => {
          await web.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          return asked();
        })
        .toBeGreaterThan(before);
      await web.markPage();
      await web.click(within(mainMenu, byRole('link', 'The sport')));
      await web.waitForPath('/en/trio');
      await web.waitForPageLoad();
    } finally {
      restore();
    }
  });

  test('a vanished chunk loads the clicked page once, then shows the error page @hosts', async ({
    web,
    site,
  }) => {
    const manifest = JSON.parse(
      readFileSync(join(site.distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['src/app/routes/trio/rule.tsx']?.file;
    expect(chunk).toBeTruthy();
    const path = join(site.distDir, chunk ?? '');

    await web.goto('/en/trio');
    // The click must meet the app: before it has hydrated, a link is a plain page load.
    await web.waitForApp();
    renameSync(path, `${path}.gone`);
    try {
      await web.markPage();
      await web.click({ css: 'a[href="/en/trio/rule"]', nth: 0 });
      // One full load of the clicked page, whose chunk is still missing: the error page.
      await web.waitForPath('/en/trio/rule');
      await web.find(byRole('heading', 'Something went wrong'));
      await web.find(byRole('button', 'Reload'));
      expect(await web.samePage()).toBe(false);
    } finally {
      if (existsSync(`${path}.gone`)) renameSync(`${path}.gone`, path);
    }
  });
});

test.describe('layout', () => {
  test('the desktop header shows every section without a menu button', async ({ web }) => {
    await web.goto('/en/home');
    await web.find(byRole('heading', undefined, { level: 1 }));
    await web.expectHidden(byRole('button', 'Menu'));
    expect(await web.count(within(mainMenu, byRole('link')))).toBe(6);
  });
});

/**
 * Issue 45: an organisation asks without an account. One short run for every engine: the first
 * send fails (what was typed stays, and the phone, KakaoTalk channel and e-mail are offered),
 * the second goes through and the confirmation takes the form's place.
 */
test.describe('asking without an account', () => {
  test('an inquiry: a failed send keeps the text and offers other ways, then the confirmation', async ({
    web,
    site,
  }) => {
    await web.setViewport(phone);
    await web.goto('/en/inquiry?topic=group-course');
    await web.waitForApp();
    const course = byRole('radio', 'A certification course for our group');
    await web.expectState(course, (state) => Boolean(state.checked), 'to be chosen');
    const message = byLabel('Message', { exact: false });
    const text = 'Twelve PE teachers, on a Saturday in March, in Incheon.';
    await web.fill(byLabel('Organisation'), 'Seoul Hanbit Primary School');
    await web.fill(byLabel('Your name'), 'Park Jimin');
    await web.fill(byLabel('Email'), 'jimin.park@school.example');
    await web.fill(byLabel('Mobile number'), '010-9876-5432');
    await web.fill(message, text);

    await site.injectFault({
      method: 'POST',
      path: '/api/v1/inquiry',
      kind: 'json',
      code: 500,
      times: 1,
    });
    await web.click(byRole('button', 'Send inquiry'));
    const alert = byRole('alert');
    await web.expectVisible(within(alert, byText('Your inquiry could not be sent.')));
    await web.expectVisible(within(alert, byRole('link', '+82-2-6952-3710', { exact: false })));
    await web.expectVisible(within(alert, byRole('link', 'KakaoTalk channel', { exact: false })));
    await web.expectVisible(within(alert, byRole('link', 'contact@', { exact: false })));
    await web.expectValue(message, text);
    await web.expectValue(byLabel('Organisation'), 'Seoul Hanbit Primary School');

    await web.click(byRole('button', 'Send inquiry'));
    await web.expectVisible(byRole('heading', 'Thank you: your inquiry has been sent.'));
    await web.expectGone(message);
    expect(await site.inquiries()).toEqual([
      expect.objectContaining({ topic: 'group-course', memo: text, phone: '01098765432' }),
    ]);
    expect(await web.problems()).toEqual([]);
  });
});
