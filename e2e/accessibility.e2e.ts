import type { Page } from '@playwright/test';
import { popupHiddenUntilKey } from '../src/config/popup';
import { demoMember } from '../src/demo-api/db';
import { expect, test, waitForSettled } from './support/fixtures';
import { phone } from './support/viewports';
import { seriousViolations } from './support/axe';

/** What has focus, and whether a visitor can see where it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { label: '', visible: false };
    const style = getComputedStyle(element);
    const label =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent ??
      '';
    return {
      label: label.trim(),
      tag: element.tagName.toLowerCase(),
      visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
    };
  });
}

/** Presses Tab until the element labelled `label` has focus; every stop must show its focus. */
async function tabTo(page: Page, label: string, maxStops = 25) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.visible, `focus on "${now.label}" is visible`).toBe(true);
    if (now.label.startsWith(label)) return;
  }
  throw new Error(`"${label}" not reached with Tab`);
}

test.describe('keyboard only', () => {
  test('login: Tab order follows the form, focus is visible, Enter logs in', async ({ page }) => {
    await page.goto('/en/auth/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, 'Email (login ID)');
    await page.keyboard.type(demoMember.email);
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Password');
    await page.keyboard.type(demoMember.password);
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Show password');
    await page.keyboard.press('Tab');
    expect((await focused(page)).label).toBe('Log in');
    await page.keyboard.press('Enter');
    await page.waitForURL('/en/home');
  });

  test('register: fields in order, agreement dialogs by keyboard, Escape closes them', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/en/auth/register');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const values: Array<[string, string]> = [
      ['Email (login ID)', `keyboard.${Date.now()}@school.example`],
      ['Password', 'keys-123'],
      ['Confirm password', 'keys-123'],
      ['Name', 'Keyboard User'],
      ['Affiliation', 'TRIO School'],
      ['Mobile or unique number', '01012341234'],
    ];
    for (const [label, value] of values) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    await tabTo(page, 'Read and agree: Terms of Service');
    await page.keyboard.press('Enter');
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.waitFor();
    for (let stop = 0; stop < 4; stop += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });
    expect((await focused(page)).label).toBe('Read and agree: Terms of Service');

    for (const name of ['Terms of Service', 'Privacy Policy']) {
      await page.getByRole('button', { name: `Read and agree: ${name}` }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).focus();
      await page.keyboard.press('Enter');
    }
    await tabTo(page, 'Sign up');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect((await focused(page)).label).toBe('OK');
    await page.keyboard.press('Escape');
    await page.waitForURL('/en/auth/login');
  });
});

test.describe('open dialogs pass axe', () => {
  test('agreement dialog and alert dialog', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/en/auth/register');
    await page.getByRole('button', { name: 'Read and agree: Privacy Policy' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/en/auth/login');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-one');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('home popup', () => {
  test.use({ showPopup: true, viewport: phone });

  test('passes axe', async ({ page }) => {
    await page.goto('/en/home');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('"Close" lasts for the visit (reloads too); "Don\'t show again today" for the day', async ({
    page,
    context,
  }) => {
    await page.goto('/en/home');
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    // Focus goes to the page heading rather than being lost on the body.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.reload();
    await waitForSettled(page);
    await expect(popup).toHaveCount(0);

    // A new visit (another tab has its own session) shows it again.
    const next = await context.newPage();
    await next.goto('/en/home');
    const again = next.getByRole('dialog');
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: "Don't show again today" }).click();
    await expect(again).toHaveCount(0);
    await next.close();

    const third = await context.newPage();
    await third.goto('/en/home');
    // By the time the session is known the popup has decided (it did appear above by then).
    await waitForSettled(third);
    await expect(third.getByRole('dialog')).toHaveCount(0);
    const until = Number(
      await third.evaluate((key) => localStorage.getItem(key), popupHiddenUntilKey),
    );
    const midnight = new Date();
    midnight.setHours(24, 0, 0, 0);
    expect(until).toBe(midnight.getTime());
  });
});

/**
 * Whether Chromium's own accessibility tree, which screen readers read, exposes the element.
 * Playwright's role queries cannot answer this: they do not model a modal dialog's inert page.
 */
async function exposedToAssistiveTech(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`No element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    return nodes.some((node) => !node.ignored);
  } finally {
    await cdp.detach();
  }
}

/** Whether script can move focus to the element: it cannot while a modal makes it inert. */
function takesFocus(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector<HTMLElement>(css);
    element?.focus();
    return element !== null && document.activeElement === element;
  }, selector);
}

test.describe('an open modal leaves only itself to assistive technology', () => {
  const headerLink = '.site-header__brand';

  test('course request dialog: page inert and still, Escape closes, focus returns', async ({
    page,
  }) => {
    await page.goto('/en/certificate/badminton');
    await waitForSettled(page);
    expect(await exposedToAssistiveTech(page, headerLink)).toBe(true);
    const opener = page.getByRole('button', { name: 'Apply for this course' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply: TRIO badminton referee level 3' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    expect(await exposedToAssistiveTech(page, headerLink)).toBe(false);
    expect(await exposedToAssistiveTech(page, '.course-hero h1')).toBe(false);
    expect(await exposedToAssistiveTech(page, '.dialog__close')).toBe(true);
    expect(await takesFocus(page, headerLink)).toBe(false);

    // The page behind stays where it is, and a click beside the dialog does not close it.
    await page.mouse.move(10, 450);
    await page.mouse.wheel(0, 800);
    await page.mouse.click(10, 450);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await exposedToAssistiveTech(page, headerLink)).toBe(true);
  });

  test('alert dialog: page inert, Escape closes it', async ({ page }) => {
    await page.goto('/en/auth/login');
    await waitForSettled(page);
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-one');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await exposedToAssistiveTech(page, headerLink)).toBe(false);
    expect(await exposedToAssistiveTech(page, 'form')).toBe(false);
    expect(await takesFocus(page, headerLink)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(alert).toHaveCount(0);
    expect(await exposedToAssistiveTech(page, headerLink)).toBe(true);
  });

  test('lightbox: page inert, arrow keys browse, Escape closes, focus returns', async ({
    page,
  }) => {
    await page.goto('/en/community/gallery');
    await waitForSettled(page);
    const thumb = page.locator('.gallery-thumb').first();
    await thumb.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.getByText('Photo 1 of 12', { exact: true })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();

    expect(await exposedToAssistiveTech(page, headerLink)).toBe(false);
    expect(await exposedToAssistiveTech(page, '.gallery-thumb')).toBe(false);
    expect(await exposedToAssistiveTech(page, '.lightbox__close')).toBe(true);
    expect(await takesFocus(page, headerLink)).toBe(false);

    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText('Photo 2 of 12', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText('Photo 1 of 12', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(thumb).toBeFocused();
    expect(await exposedToAssistiveTech(page, headerLink)).toBe(true);
  });
});
