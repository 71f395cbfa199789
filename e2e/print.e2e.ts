import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Language } from '../src/config/languages';
import { expect, test, waitForSettled } from './support/fixtures';
import { localeText } from './support/locale';

/**
 * Printing: the rule page, the course pages and the point page print as the page alone, black on
 * white, their tables ruled and whole, and end with the page's address (issue #26).
 */

/** A4 less the 15 mm margins of the print stylesheet, in CSS pixels: the width paper gives. */
const paper = { width: 680, height: 960 };

const printed: { path: string; lang: Language }[] = [
  { path: '/en/trio/rule', lang: 'en' },
  { path: '/ko/trio/rule', lang: 'ko' },
  { path: '/en/certificate/sport', lang: 'en' },
  { path: '/zh/certificate/table-tennis', lang: 'zh' },
  { path: '/es/point', lang: 'es' },
];

/** The printed address line, as `locales/<lang>/common.json` words it. */
function addressLine(lang: Language, path: string): string {
  return localeText(lang)('common:print.address', { url: `https://trio-sport.example${path}` });
}

/** How the page's tables come out: ruled cells, no tints, nothing wider than the paper. */
function tableReport(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const cells = [...document.querySelectorAll('main table :is(th, td)')].map((cell) => {
      const style = getComputedStyle(cell);
      return {
        border: `${style.borderTopStyle} ${style.borderBottomStyle} ${style.borderLeftStyle}`,
        background: style.backgroundColor,
        color: style.color,
      };
    });
    const tables = [...document.querySelectorAll('main table')].map((table) => {
      const box = table.getBoundingClientRect();
      const wrap = table.parentElement;
      return {
        right: Math.round(box.right),
        clipped: wrap ? wrap.scrollWidth > wrap.clientWidth + 1 : false,
      };
    });
    return {
      cells,
      tables,
      mainRight: Math.round(main?.getBoundingClientRect().right ?? 0),
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const { path, lang } of printed) {
  test(`${path} prints the page alone, its tables whole, then its address`, async ({ page }) => {
    await page.setViewportSize(paper);
    await page.goto(path);
    await waitForSettled(page);
    const address = page.locator('.print-address');
    // On screen the address bar says it; only paper gets the line.
    await expect(address).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      'header.site-header',
      'header nav',
      '.site-header__menu',
      'footer.site-footer',
      '.skip-link',
      '.navigation-progress',
      'main nav',
    ]) {
      for (const element of await page.locator(chrome).all()) await expect(element).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(address).toBeVisible();
    await expect(address).toHaveText(addressLine(lang, path));
    // The line is the last thing printed.
    const last = await page.evaluate(() => {
      const visible = [...document.querySelectorAll('#root *')].filter(
        (element) => element.getClientRects().length > 0,
      );
      return visible.at(-1)?.closest('.print-address') !== null;
    });
    expect(last).toBe(true);

    const report = await tableReport(page);
    expect(report.pageScrolls).toBe(false);
    for (const table of report.tables) {
      expect(table.clipped).toBe(false);
      expect(table.right).toBeLessThanOrEqual(report.mainRight);
    }
    for (const cell of report.cells) {
      expect(cell).toEqual({
        border: 'solid solid solid',
        background: 'rgba(0, 0, 0, 0)',
        color: 'rgb(0, 0, 0)',
      });
    }
    if (path.includes('/trio/rule')) expect(report.cells.length).toBeGreaterThan(20);
    if (path.includes('/certificate/')) expect(report.cells.length).toBe(18);
  });
}

test('a dialog open on the page is not printed', async ({ page }) => {
  await page.goto('/en/certificate/sport');
  await waitForSettled(page);
  await page.getByRole('button', { name: 'Apply for this course' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('links print where they lead', async ({ page }) => {
  await page.goto('/en/trio/rule');
  await waitForSettled(page);
  await page.emulateMedia({ media: 'print' });
  const after = await page
    .locator('main p a[href="/en/trio/app"]')
    .evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toBe('" (/en/trio/app)"');
});

test('/en/trio/rule as a PDF, for a person to look at', async ({ page }, testInfo) => {
  await page.goto('/en/trio/rule');
  await waitForSettled(page);
  const folder = join('e2e-output', 'print');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'en-trio-rule.pdf');
  // Print media and no background graphics: what a browser's print dialog gives by default.
  await page.pdf({ path: file, format: 'A4', printBackground: false });
  const pdf = readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(statSync(file).size).toBeGreaterThan(10_000);
  await testInfo.attach('en-trio-rule.pdf', { path: file, contentType: 'application/pdf' });
});
