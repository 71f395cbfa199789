import type { Page } from '@playwright/test';
import { prerenderedPages } from '../build/seo';
import { languages } from '../src/config/languages';
import {
  dismissPopupForToday,
  expect,
  test as base,
  waitForSettled,
  watchProblems,
} from './support/fixtures';

/**
 * The browser's locale data has no say in a pre-rendered page (docs/decisions/011): with an
 * `Intl` that writes every number otherwise (full-width digits and commas, `￦` as WebKit writes
 * the won, lists joined with a slash), every pre-rendered page in four languages still hydrates
 * without a mismatch. React reports one through `onRecoverableError` (src/app/start.tsx) as a
 * console error, which fails the test, as does anything else the page logs.
 */
function imitateOtherLocaleData() {
  const other = (text: string) =>
    text
      .replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0))
      .replace(/,/g, '，')
      .replace(/₩/g, '￦');
  const { NumberFormat, DateTimeFormat, ListFormat, RelativeTimeFormat } = Intl;
  const otherParts = <P extends { value: string }>(parts: P[]): P[] =>
    parts.map((part) => ({ ...part, value: other(part.value) }));
  class OtherNumberFormat extends NumberFormat {
    override format = (value: number | bigint) => other(super.format(value));
    override formatToParts = (value: number | bigint) => otherParts(super.formatToParts(value));
  }
  class OtherDateTimeFormat extends DateTimeFormat {
    override format = (value?: Date | number) => other(super.format(value));
    override formatToParts = (value?: Date | number) => otherParts(super.formatToParts(value));
  }
  class OtherListFormat extends ListFormat {
    override format = (items: Iterable<string>) => [...items].join(' / ');
  }
  class OtherRelativeTimeFormat extends RelativeTimeFormat {
    override format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      other(super.format(value, unit));
  }
  Object.assign(Intl, {
    NumberFormat: OtherNumberFormat,
    DateTimeFormat: OtherDateTimeFormat,
    ListFormat: OtherListFormat,
    RelativeTimeFormat: OtherRelativeTimeFormat,
  });
  const wrap = <T extends object>(prototype: T, name: keyof T & string) => {
    const original = prototype[name] as (...args: unknown[]) => string;
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        return other(original.apply(this, args));
      },
    });
  };
  wrap(Number.prototype, 'toLocaleString');
  wrap(Date.prototype, 'toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString');
  wrap(Date.prototype, 'toLocaleTimeString');
  wrap(Array.prototype, 'toLocaleString');
}

/** One page for the whole sweep, as a visitor going from page to page. */
const test = base.extend<object, { visitor: { page: Page; problems: string[] } }>({
  visitor: [
    async ({ browser, site }, use) => {
      const context = await browser.newContext({
        baseURL: site.url,
        serviceWorkers: 'block',
        locale: 'en-US',
      });
      await context.addInitScript(dismissPopupForToday);
      await context.addInitScript(imitateOtherLocaleData);
      const page = await context.newPage();
      await use({ page, problems: watchProblems(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the imitation really writes numbers otherwise', async ({ visitor: { page } }) => {
  await page.goto('/');
  const formatted = await page.evaluate(() => [
    new Intl.NumberFormat('zh', { style: 'currency', currency: 'KRW' }).format(231000),
    (3500).toLocaleString('en'),
    new Intl.ListFormat('en', { type: 'conjunction' }).format(['A', 'B', 'C']),
  ]);
  expect(formatted).toEqual(['￦２３１，０００', '３，５００', 'A / B / C']);
});

for (const lang of languages) {
  test(`${lang}: every pre-rendered page hydrates without a mismatch under other locale data`, async ({
    visitor: { page, problems },
  }) => {
    test.setTimeout(120_000);
    const paths = prerenderedPages()
      .filter((entry) => entry.lang === lang)
      .map((entry) => entry.path);
    // The landing page once, with the first language.
    if (lang === languages[0]) paths.unshift('/');
    for (const path of paths) {
      problems.length = 0;
      await page.goto(path);
      await waitForSettled(page);
      expect(problems, path).toEqual([]);
    }
  });
}
