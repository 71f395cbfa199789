import type { Locator, Page } from '@playwright/test';
import { demoMember } from '../src/demo-api/db';
import { expect, test, waitForSettled } from './support/fixtures';

/**
 * Every dialog of the site in forced colours (Windows' contrast themes) and on a 320 × 256
 * window (400 % zoom of a 1280 × 1024 screen), issue #34. Screenshots for a look by eye go to
 * e2e-output/dialogs/ (not committed); what can be measured is asserted.
 */
const shots = 'e2e-output/dialogs';

type Opener = (page: Page) => Promise<Locator>;

const dialogs: Record<string, Opener> = {
  popup: async (page) => {
    await page.goto('/en/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  },
  agreement: async (page) => {
    await page.goto('/en/auth/register');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Read and agree: Terms of Service' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  },
  alert: async (page) => {
    await page.goto('/en/auth/login');
    await waitForSettled(page);
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    return dialog;
  },
  course: async (page) => {
    await page.goto('/en/certificate/sport');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('form').waitFor();
    return dialog;
  },
  lightbox: async (page) => {
    await page.goto('/en/community/gallery');
    await waitForSettled(page);
    await page.locator('.gallery-thumb').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toBeVisible();
    return dialog;
  },
};

test.describe('in forced colours every dialog keeps a visible edge', () => {
  test.use({ showPopup: true });

  for (const [name, open] of Object.entries(dialogs)) {
    test(name, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      const dialog = await open(page);
      const edge = await dialog.evaluate((node) => {
        const style = getComputedStyle(node);
        return {
          width: parseFloat(style.borderTopWidth),
          style: style.borderTopStyle,
          transparent: /rgba\(.*,\s*0\)$|transparent/.test(style.borderTopColor),
        };
      });
      expect(edge.width, 'border width').toBeGreaterThanOrEqual(1);
      expect(edge.style).toBe('solid');
      expect(edge.transparent, 'border colour').toBe(false);
      await page.screenshot({ path: `${shots}/forced-colors-${name}.png` });
    });
  }
});

test.describe('at 320 × 256 a dialog scrolls as a whole', () => {
  test.use({ showPopup: true, viewport: { width: 320, height: 256 } });

  for (const name of ['popup', 'course'] as const) {
    for (const lang of ['en', 'es'] as const) {
      test(`${name} in ${lang}`, async ({ page }) => {
        await page.goto(`/${lang}/home`);
        const open: Opener =
          lang === 'en'
            ? dialogs[name]!
            : async (p) => {
                // The same dialogs, reached in Spanish.
                if (name === 'popup') {
                  const dialog = p.getByRole('dialog');
                  await expect(dialog).toBeVisible();
                  return dialog;
                }
                await p.goto('/es/certificate/sport');
                await waitForSettled(p);
                await p.locator('main button.button--primary').first().click();
                const dialog = p.getByRole('dialog');
                await dialog.locator('form').waitFor();
                return dialog;
              };
        const dialog = await open(page);
        // Focus on its first button may have scrolled it: from the top, as a reader starts.
        await dialog.evaluate((node) => {
          node.scrollTop = 0;
        });
        await page.screenshot({ path: `${shots}/320x256-${name}-${lang}-top.png` });
        // The dialog is what scrolls: after scrolling it to the end, its title has gone by.
        const scrolled = await dialog.evaluate((node) => {
          const before = node.scrollTop;
          node.scrollTop = node.scrollHeight;
          const title = node.querySelector('h2')?.getBoundingClientRect();
          const box = node.getBoundingClientRect();
          return { moved: node.scrollTop - before, titleBottom: title?.bottom ?? 0, top: box.top };
        });
        await page.screenshot({ path: `${shots}/320x256-${name}-${lang}-end.png` });
        expect(scrolled.moved, 'the dialog itself scrolls').toBeGreaterThan(0);
        expect(scrolled.titleBottom, 'the title scrolls away with the text').toBeLessThanOrEqual(
          scrolled.top + 1,
        );
      });
    }
  }
});
