import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import {
  closeAlert,
  demoMember,
  expect,
  logIn,
  test,
  uniqueEmail,
  waitForApp,
  waitForSettled,
} from './support/fixtures';
import { phone } from './support/viewports';

test.describe('landing and languages', () => {
  test('landing → language choice → cookie → home, and the cookie wins next time', async ({
    page,
    context,
    problems,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    // With the app; before it has loaded, see language-choice.e2e.ts.
    await waitForApp(page);
    await page.getByRole('link', { name: '한국어' }).click();
    await page.waitForURL('/ko/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'ko', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);

    // The pre-rendered landing page shows every language; the remembered one is emphasised.
    await page.goto('/');
    const korean = page.getByRole('link', { name: '홈페이지 바로가기' });
    await expect(korean).toHaveAttribute('href', '/ko/home');
    await expect(korean).toHaveClass(/button--primary/);
    await expect(page.getByRole('link', { name: 'Enter the site' })).not.toHaveClass(
      /button--primary/,
    );
    expect(problems).toEqual([]);
  });

  test('the language switch keeps the page', async ({ page, problems }) => {
    await page.goto('/en/trio/rule');
    await page
      .getByRole('navigation', { name: 'Choose a language' })
      .getByRole('link', { name: 'Español' })
      .click();
    await page.waitForURL('/es/trio/rule');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('unknown paths: redirect to / under a language, 404 page elsewhere', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await page.waitForURL('/');
    await page.getByRole('link', { name: 'Enter the site' }).waitFor();
    for (const path of ['/fr/home', '/foo/bar']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });
});

test.describe('membership', () => {
  test('register with the agreement dialogs, then log in', async ({ page, problems }) => {
    const email = uniqueEmail('register');
    await page.setViewportSize(phone);
    await page.goto('/en/auth/register');
    await page.getByLabel('Email (login ID)').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey1');
    await page.getByLabel('Confirm password').fill('journey1');
    await page.getByLabel('Name').fill('Journey Tester');
    await page.getByLabel('Mobile or unique number').fill('010-2222-3333');
    // Usable before the agreements: sending says what is missing and goes there.
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeEnabled();
    await submit.click();
    const terms = page.getByRole('button', { name: 'Read and agree: Terms of service' });
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAccessibleDescription(
      'Read the terms of service and agree to them to sign up.',
    );
    await expect(
      page.getByRole('button', { name: 'Read and agree: Privacy policy' }),
    ).toHaveAccessibleDescription('Read the privacy policy and agree to it to sign up.');
    for (const document of ['Terms of service', 'Privacy policy']) {
      await page.getByRole('button', { name: `Read and agree: ${document}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
    }
    await submit.click();
    expect(await closeAlert(page)).toBe('Registration completed successfully.');
    await page.waitForURL('/en/auth/login');
    // The address came along (not in the URL); the password is the one thing left to type.
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByLabel('Email (login ID)')).toHaveValue(email);
    await expect(password).toBeFocused();
    await page.keyboard.type('journey1');
    await page.keyboard.press('Enter');
    await page.waitForURL('/en/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('sign-up from a course page ends back on that course page, logged in', async ({ page }) => {
    const email = uniqueEmail('course-signup');
    await page.goto('/en/certificate/sport');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('/en/auth/register?redirect=%2Fen%2Fcertificate%2Fsport');
    await page.getByLabel('Email (login ID)').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey1');
    await page.getByLabel('Confirm password').fill('journey1');
    await page.getByLabel('Name').fill('Course Tester');
    await page.getByLabel('Mobile or unique number').fill('01044445555');
    for (const document of ['Terms of service', 'Privacy policy']) {
      await page.getByRole('button', { name: `Read and agree: ${document}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
    }
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await closeAlert(page)).toBe('Registration completed successfully.');
    await page.waitForURL('/en/auth/login?redirect=%2Fen%2Fcertificate%2Fsport');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('journey1');
    await page.keyboard.press('Enter');
    await page.waitForURL('/en/certificate/sport');
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
  });

  test('login: 401, another code, then 200 as a full page load with the member header', async ({
    page,
    loads,
    site,
  }) => {
    await page.goto('/en/auth/login');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await closeAlert(page)).toBe('Incorrect email or password.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await site.injectFault({
      method: 'POST',
      path: '/api/v1/auth/login',
      kind: 'json',
      code: 503,
      status: 200,
      times: 1,
    });
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await closeAlert(page)).toBe('Invalid access.');

    const before = loads();
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('/en/home');
    await page.waitForLoadState('load');
    expect(loads()).toBe(before + 1);
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
  });

  test('profile: 200 re-fetches user info; a failure keeps what was typed; logout without a reload', async ({
    page,
    loads,
    site,
  }) => {
    await logIn(page, 'en', demoMember.email, demoMember.password);
    await page.goto('/en/auth/profile');
    const name = page.getByLabel('Name');
    await name.waitFor();
    await expect(name).toHaveValue('김하늘');

    let infoCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/info')) infoCalls += 1;
    });
    await name.fill('김하늘 선생님');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await closeAlert(page)).toBe('Profile information has been updated.');
    expect(infoCalls).toBe(1);

    await site.injectFault({
      method: 'POST',
      path: '/api/v1/user/update',
      kind: 'json',
      code: 500,
      status: 500,
      times: 1,
    });
    await name.fill('Typed before the failure');
    await page.getByLabel('Affiliation (optional)').fill('Failure school');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await closeAlert(page)).toBe('Error: Failed to update profile information.');
    await expect(name).toHaveValue('Typed before the failure');
    await expect(page.getByLabel('Affiliation (optional)')).toHaveValue('Failure school');

    await page.goto('/en/company');
    // A logout the API did not confirm leaves the member logged in, and says so.
    await site.injectFault({
      method: 'GET',
      path: '/api/v1/auth/logout',
      kind: 'json',
      code: 503,
      status: 503,
      times: 1,
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    expect(await closeAlert(page)).toBe(
      'Logging out failed, so you are still logged in. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const before = loads();
    await page.getByRole('button', { name: 'Log out' }).click();
    expect(await closeAlert(page)).toBe('You have been logged out.');
    // Focus is on the link that replaced the logout button, not lost on the body.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeFocused();
    expect(loads()).toBe(before);
    await page.reload();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
  });

  test('profile shows the stored phone number as a Korean reader writes it', async ({ page }) => {
    await logIn(page, 'en', demoMember.email, demoMember.password);
    await page.goto('/en/auth/profile');
    await expect(page.getByLabel('Mobile or unique number')).toHaveValue('010-1234-5678');
  });

  test('logout from the phone menu: the menu closes, an alert confirms, focus goes back to the menu button', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(phone);
    await logIn(page, 'en', demoMember.email, demoMember.password);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    expect(await closeAlert(page)).toBe('You have been logged out.');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('login from the header returns to the page the visitor was on', async ({ page, loads }) => {
    await page.goto('/en/community/notice?page=2');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('/en/auth/login?redirect=%2Fen%2Fcommunity%2Fnotice%3Fpage%3D2');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    const before = loads();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('/en/community/notice?page=2');
    await page.waitForLoadState('load');
    expect(loads()).toBe(before + 1);
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
  });

  test('a reset link that no longer works says so after the refusal and offers a new one', async ({
    page,
    problems,
  }) => {
    await page.goto('/en/reset/password/expired-or-used-token');
    await page.getByLabel('New password', { exact: true }).fill('reset-123');
    await page.getByLabel('Confirm new password').fill('reset-123');
    await page.getByRole('button', { name: 'Change password' }).click();
    // The spec's alert stays; the page then gives the cause and the way forward.
    expect(await closeAlert(page)).toBe('Invalid access.');
    await expect(
      page.getByText('This reset link has expired or has already been used.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('/en/auth/find-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('find the ID', async ({ page, problems }) => {
    await page.setViewportSize(phone);
    await page.goto('/en/auth/find-email');
    await page.getByLabel('Name').fill('김하늘');
    await page.getByLabel('Mobile or unique number').fill('010-1234-5678');
    await page.getByRole('button', { name: 'Find my ID' }).click();
    await page.getByText(demoMember.email).waitFor();
    expect(problems).toEqual([]);
  });

  test('find password → reset link from the demo banner → new password → log in with it', async ({
    page,
    problems,
  }) => {
    await page.goto('/en/auth/find-password');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByRole('link', { name: 'Set a new password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    // Once read, the token leaves the address bar and the tab's history.
    await page.waitForURL('/en/auth/find-password');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await page.getByLabel('New password', { exact: true }).fill('reset-123');
    await page.getByLabel('Confirm new password').fill('reset-123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password has been changed.').waitFor();
    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await logIn(page, 'en', demoMember.email, 'reset-123');
    expect(problems).toEqual([]);
  });
});

test.describe('home popup and login', () => {
  test.use({ showPopup: true });

  test('a popup closed before logging in stays closed after the login page load', async ({
    page,
  }) => {
    await page.goto('/en/home');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // Escape leaves focus on the page heading, not on the body.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('/en/auth/login');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('/en/home');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'attached' });
    await expect(popup).toHaveCount(0);
  });
});

test.describe('new builds and vanished chunks', () => {
  test('a new build id in builds/latest.json makes the next navigation a full page load', async ({
    page,
    loads,
  }) => {
    await page.goto('/en/company');
    await waitForApp(page);
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    // The poller loads after hydration: tell it the tab is visible until it has asked.
    await expect
      .poll(
        async () => {
          const asked = page.waitForResponse('**/builds/latest.json', { timeout: 1000 }).then(
            () => true,
            () => false,
          );
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          return asked;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const before = loads();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'The sport' })
      .click();
    await page.waitForURL('/en/trio');
    await page.waitForLoadState('load');
    expect(loads()).toBe(before + 1);
  });

  test('a vanished chunk loads the clicked page once, then shows the error page', async ({
    page,
    loads,
    site,
  }) => {
    const distDir = site.distDir;
    const manifest = JSON.parse(
      readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['src/app/routes/trio/rule.tsx']?.file;
    expect(chunk).toBeTruthy();
    const path = join(distDir, chunk ?? '');

    await page.goto('/en/trio');
    // The click must meet the app: before it has hydrated, a link is a plain page load.
    await waitForApp(page);
    renameSync(path, `${path}.gone`);
    try {
      const before = loads();
      await page.locator('a[href="/en/trio/rule"]').first().click();
      // One full load of the clicked page, whose chunk is still missing: the error page.
      await page.waitForURL('/en/trio/rule');
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      await page.getByRole('button', { name: 'Reload' }).waitFor();
      expect(loads()).toBe(before + 1);
    } finally {
      if (existsSync(`${path}.gone`)) renameSync(`${path}.gone`, path);
    }
  });
});

test.describe('layout', () => {
  test('the desktop header shows every section without a menu button', async ({ page }) => {
    await page.goto('/en/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveCount(
      6,
    );
  });
});
