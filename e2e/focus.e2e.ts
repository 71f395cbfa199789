import type { Page } from '@playwright/test';
import { pageNames, pages } from '../src/config/pages';
import { paths } from '../src/config/paths';
import { demoMember } from '../src/demo-api/db';
import { dismissPopupForToday, expect, test as base, waitForSettled } from './support/fixtures';
import {
  announced,
  focusedElement,
  lateLiveRegions,
  measureFocus,
  obscuredStops,
  resetFocus,
  watchLiveRegions,
} from './support/focus';
import { desktop, phone } from './support/viewports';

/**
 * Focus and announcements (issue #34, docs/decisions/015): focus is never hidden under the sticky
 * header or the open phone menu (WCAG 2.4.11), every in-app navigation moves focus to the new
 * page's heading and names the page, focus survives the control it was on going away, and status
 * regions are there before their words change. The checks themselves are plain functions over a
 * page (e2e/support/focus.ts).
 */

/** Every page the build pre-renders, in English (the other languages share their layout). */
const prerendered = pageNames.filter((name) => pages[name].prerender);

/**
 * One page per worker for the whole sweep, as in pages.e2e.ts: a fresh context per page would
 * spend most of the sweep starting contexts.
 */
const sweep = base.extend<{ visit: Page }, { visitor: Page }>({
  visitor: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({
        baseURL: site.url,
        serviceWorkers: 'block',
        locale: 'en-US',
      });
      await context.addInitScript(dismissPopupForToday);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visit: async ({ visitor, viewport }, use) => {
    if (viewport) await visitor.setViewportSize(viewport);
    await use(visitor);
  },
});

for (const [sizeName, viewport] of Object.entries({ phone, desktop })) {
  sweep.describe(
    `at ${sizeName} size, Tab and Shift+Tab never leave focus under the header`,
    () => {
      sweep.use({ viewport });
      for (const name of prerendered) {
        sweep(name, async ({ visit: page }) => {
          // A page with many links takes a while on a busy machine: the whole sweep is measured.
          sweep.setTimeout(120_000);
          await page.goto((paths[name] as (lang: 'en') => string)('en'));
          await waitForSettled(page);
          await resetFocus(page);
          const forward = await obscuredStops(page, 'forward');
          const backward = await obscuredStops(page, 'backward');
          expect({ forward, backward }).toEqual({ forward: [], backward: [] });
        });
      }
    },
  );
}

const test = base;

test.describe('the phone menu', () => {
  test.use({ viewport: phone });

  test('Tab past its last item closes it; focus never goes under it', async ({ page }) => {
    await page.goto('/en/home');
    await waitForSettled(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('.site-header__menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const open = await menu.evaluate((node) => node.matches(':popover-open'));
      if (!open) break;
      const inside = await menu.evaluate(
        (node) => node.contains(document.activeElement) || document.activeElement === node,
      );
      expect(inside, 'focus left the open menu for the page under it').toBe(true);
    }
    await expect(menu).toBeHidden();
    const now = await measureFocus(page);
    expect(now.onBody).toBe(false);
    expect(now.covered).toBeLessThanOrEqual(0.5);
  });
});

test.describe('an in-app navigation moves focus to the new page and names it', () => {
  test('a link inside the page, a header link and the way back; not the first load', async ({
    page,
  }) => {
    await page.goto('/en/home');
    await waitForSettled(page);
    expect(await announced(page)).toBe('');

    // A link inside the page.
    const inside = page.locator('main a[href="/en/trio/rule"]').first();
    await inside.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('/en/trio/rule');
    const rule = page.getByRole('heading', { level: 1 });
    await expect(rule).toBeFocused();
    const ruleName = (await rule.textContent())?.trim() ?? '';
    await expect.poll(() => announced(page)).toBe(ruleName);

    // A link of the header (which stays on the page: focus must not stay on it).
    await page.locator('.site-nav a[href="/en/community"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('/en/community');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => announced(page)).toBe('Community');

    // Back: the same rule.
    await page.goBack();
    await page.waitForURL('/en/trio/rule');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => announced(page)).toBe(ruleName);
  });

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
  for (const list of ['gallery', 'notice'] as const) {
    test(`${list}: "Next" by keyboard; the new page is said`, async ({ page }) => {
      await page.addInitScript(watchLiveRegions);
      await page.goto(`/en/community/${list}`);
      await waitForSettled(page);
      const next = page.locator('.pagination a', { hasText: 'Next' });
      await next.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`/en/community/${list}?page=2`);
      await waitForSettled(page);
      const now = await focusedElement(page);
      expect(now.tag, 'focus after "Next"').not.toBe('body');
      // Only the query changed: the page is the same, focus is not sent to its heading.
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
      await expect(page.locator('.list-status')).toHaveText(/^Page 2 of \d+$/);
      expect(await lateLiveRegions(page)).toEqual([]);
    });
  }

  test('"Try again" of a list that failed', async ({ page, site }) => {
    await page.addInitScript(watchLiveRegions);
    await site.injectFault({
      method: 'GET',
      path: '/api/v1/gallery',
      kind: 'json',
      code: 500,
      status: 500,
      times: 1,
    });
    await page.goto('/en/community/gallery');
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await waitForSettled(page);
    await expect(page.locator('.gallery-thumb').first()).toBeVisible();
    expect((await focusedElement(page)).tag, 'focus after "Try again"').not.toBe('body');
    expect(await lateLiveRegions(page)).toEqual([]);
  });

  test('the course request reopened after login: focus back on "Apply for this course"', async ({
    page,
  }) => {
    await page.goto('/en/certificate/sport');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
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
    await resumed.getByRole('button', { name: 'Send application' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply for this course' }).first()).toBeFocused();
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
