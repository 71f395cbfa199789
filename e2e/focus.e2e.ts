import type { Page } from '@playwright/test';
import { demoMember } from '../src/demo-api/db';
import { expect, test, waitForSettled } from './support/fixtures';
import { announced } from './support/focus';

/**
 * Focus and names that Chromium checks (issue #34, docs/decisions/015): a notice names its page,
 * focus comes back after the course request resumed by a login, and the login form keeps the
 * server's error. Where focus goes in every engine is focus-journeys.e2e.ts; no focus stop hidden
 * under the header, the page sweep (pages.e2e.ts).
 */

test.describe('an in-app navigation moves focus to the new page and names it', () => {
  test('a notice is named by its own title, once it has loaded', async ({ page }) => {
    await page.goto('/en/community/notice');
    await waitForSettled(page);
    const first = page.locator('main a[href^="/en/community/notice/"]').first();
    const title = ((await first.textContent()) ?? '').trim();
    await first.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(heading).toContainText(await noticeTitleOf(page));
    expect(title).toContain(((await heading.textContent()) ?? '').trim());
    await expect.poll(() => announced(page)).toBe(((await heading.textContent()) ?? '').trim());
    await expect(page).toHaveTitle(`${((await heading.textContent()) ?? '').trim()} | TRIO`);
  });
});

/** The notice's title as the page shows it once loaded (its h1, no longer "Notice"). */
async function noticeTitleOf(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Notice');
  return ((await heading.textContent()) ?? '').trim();
}

test.describe('notice pages are named by their notice', () => {
  test('title and h1: the notice, or that it is missing', async ({ page }) => {
    await page.goto('/en/community/notice/1');
    const heading = page.getByRole('heading', { level: 1 });
    const name = await noticeTitleOf(page);
    expect(name).not.toBe('Notice');
    await expect(page).toHaveTitle(`${name} | TRIO`);
    await expect(page.getByRole('article', { name })).toBeVisible();

    await page.goto('/en/community/notice/99999');
    await expect(heading).toHaveText('Notice not found');
    await expect(page).toHaveTitle('Notice not found | TRIO');
  });
});

test.describe('focus stays when the control it was on goes away', () => {
  test('the course request reopened after login and sent: focus on its confirmation', async ({
    page,
  }) => {
    await page.goto('/en/certificate/sport');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Apply for this session' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Focus Tester');
    await dialog
      .getByLabel('Email (login ID)', { exact: true })
      .fill('focus.tester@school.example');
    await dialog.getByLabel('Mobile or unique number', { exact: true }).fill('01012345678');
    await dialog.getByRole('button', { name: 'Log in and send' }).click();
    await page.waitForURL(/\/en\/auth\/login/);
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('/en/certificate/sport');
    const resumed = page.getByRole('dialog');
    await expect(resumed).toBeVisible();
    // The send button goes away with the form: focus moves to what replaced it.
    await resumed.getByRole('button', { name: 'Send application' }).click();
    await expect(
      resumed.getByRole('heading', { name: 'Certificate training application completed.' }),
    ).toBeFocused();
  });
});

test.describe('login after a wrong password', () => {
  test("the server's error stays as the form's error", async ({ page }) => {
    await page.goto('/en/auth/login');
    await waitForSettled(page);
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('form')).toContainText('Incorrect email or password.');
    await expect(password).toHaveAccessibleDescription(/Incorrect email or password\./);
    await expect(page.getByText('Please fill in this field.')).toHaveCount(0);
    await expect(password).toHaveValue('');
  });
});

test.describe('the lightbox', () => {
  test('says which photo; its close button shows its whole focus ring', async ({ page }) => {
    await page.goto('/en/community/gallery');
    await waitForSettled(page);
    const thumbs = page.locator('.gallery-thumb');
    const secondTitle = ((await thumbs.nth(1).locator('img').getAttribute('alt')) ?? '').trim();
    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    const close = lightbox.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('[aria-live="polite"]')).toHaveText(
      `Photo 2 of 12: ${secondTitle}`,
    );

    // Keyboard focus on the close button: its ring (outline and shadow) inside the dialog's box.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    const clipped = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      // Both start at the button's border box: the outline beyond its offset, the shadow's spread.
      const ring = Math.max(
        parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
        ...[...style.boxShadow.matchAll(/(\d+)px\s*$/g)].map((m) => Number(m[1])),
      );
      const box = button.getBoundingClientRect();
      const dialog = button.closest('dialog');
      if (!dialog) return 'no dialog';
      const outer = dialog.getBoundingClientRect();
      const frame = getComputedStyle(dialog);
      const inner = {
        top: outer.top + parseFloat(frame.borderTopWidth),
        right: outer.right - parseFloat(frame.borderRightWidth),
      };
      const sides = [];
      if (box.top - ring < inner.top - 0.5) sides.push('top');
      if (box.right + ring > inner.right + 0.5) sides.push('right');
      return sides.join(' ');
    });
    expect(clipped, 'sides where the focus ring is cut off').toBe('');
  });
});
