import type { Page } from '@playwright/test';
import { languages, type Language } from '../src/config/languages';
import { seriousViolations } from './support/axe';
import { launchWithoutScripts } from '../tools/testbed/chromium';
import { expect, test, waitForApp, waitForSettled } from './support/fixtures';
import type { Web } from './support/web/driver';
import { byCss, byRole, byText, within } from './support/web/query';
import { localeText } from './support/locale';
import { desktop } from './support/viewports';

/**
 * The rule page's ranking calculator (issue #26): it ranks what the visitor types, in every
 * language; a bad score gets its message and no ranking; without JavaScript the page shows the
 * worked example and says the calculator needs scripts.
 */

/** The rule page's words in one language, from the locale file the site ships. */
function words(lang: Language) {
  const text = localeText(lang);
  const t = (key: string, values?: Record<string, string>) => text(`trio:${key}`, values);
  const team = (id: string) => t('shared.team', { team: id });
  const set = (number: number) => t('shared.setNumber', { number: String(number) });
  const range = { min: '0', max: '99' };
  return {
    t,
    team,
    calculator: t('rule.calculator.heading'),
    /** The accessible name of one score input. */
    input: (setNumber: number, teamId: string) =>
      t('rule.calculator.inputLabel', { set: set(setNumber), team: team(teamId) }),
    example: t('rule.calculator.captionExample'),
    own: t('rule.calculator.captionOwn'),
    first: t('shared.ranks.first'),
    second: t('shared.ranks.second'),
    third: t('shared.ranks.third'),
    notWholeNumber: t('rule.calculator.errors.notWholeNumber', range),
    tooHigh: t('rule.calculator.errors.tooHigh', range),
    waiting: (fields: string) => t('rule.calculator.waiting', { ...range, fields }),
    noscript: t('rule.calculator.noscript'),
  };
}

/** Team, rank and ranking score of each row of the calculator's results. */
async function ranking(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')];
      return [
        row.querySelector('th .trio-table__team-name')?.textContent,
        cells.at(-1)?.textContent,
        cells.at(-2)?.querySelector('strong')?.textContent,
      ];
    }),
  );
}

/** Team, rank and ranking score of each row of the table captioned `caption`, in any engine. */
async function rankingIn(web: Web, caption: string) {
  return web.waitFor(
    () =>
      web.evaluate((wanted) => {
        const table = [...document.querySelectorAll('table')].find(
          (candidate) => candidate.querySelector('caption')?.textContent?.trim() === wanted,
        );
        if (!table || !table.checkVisibility()) return undefined;
        return [...table.querySelectorAll('tbody tr')].map((row) => {
          const cells = [...row.querySelectorAll('td')];
          return [
            row.querySelector('th .trio-table__team-name')?.textContent,
            cells.at(-1)?.textContent,
            cells.at(-2)?.querySelector('strong')?.textContent,
          ];
        });
      }, caption),
    `the table "${caption}"`,
  );
}

for (const lang of languages) {
  test(`in ${lang}, typing ranks the scores and a bad score shows its message`, async ({ web }) => {
    const w = words(lang);
    await web.goto(`/${lang}/trio/rule`);
    await web.waitForApp();
    const calculator = byRole('region', w.calculator);
    expect(await rankingIn(web, w.example)).toEqual([
      [w.team('A'), w.first, '19'],
      [w.team('C'), w.second, '18'],
      [w.team('B'), w.third, '15'],
    ]);

    // Team B wins set 1 23 : 21 at deuce: B 23 + 21 − 21 = 23, C 18, A 21 + 19 − 23 = 17.
    const score = within(calculator, byRole('textbox', w.input(1, 'B')));
    await web.fill(score, '23');
    await expect
      .poll(() => rankingIn(web, w.own).catch(() => undefined))
      .toEqual([
        [w.team('B'), w.first, '23'],
        [w.team('C'), w.second, '18'],
        [w.team('A'), w.third, '17'],
      ]);
    const live = within(calculator, byCss('[aria-live="polite"]'));
    await web.expectState(live, (s) => Boolean(s.text?.includes(w.team('B'))), 'to name team B');

    await web.fill(score, '2x');
    await web.expectState(score, (s) => Boolean(s.invalid), 'to be invalid');
    await web.expectState(score, (s) => s.description === w.notWholeNumber, 'to be described');
    await web.expectVisible(within(calculator, byText(w.notWholeNumber)));
    await web.expectGone(within(calculator, byRole('table')));
    // Said where the table was, and read out once the visitor pauses.
    await web.expectText(
      within(calculator, byCss('.trio-calculator__waiting')),
      w.waiting(w.input(1, 'B')),
    );
    await web.expectText(live, w.waiting(w.input(1, 'B')));
    await web.expectValue(score, '2x');

    await web.fill(score, '100');
    await web.expectState(score, (s) => s.description === w.tooHigh, 'to say too high');

    await web.fill(score, '15');
    await web.expectState(score, (s) => !s.invalid, 'to be valid');
    expect(await rankingIn(web, w.example)).toEqual([
      [w.team('A'), w.first, '19'],
      [w.team('C'), w.second, '18'],
      [w.team('B'), w.third, '15'],
    ]);
    expect(await web.problems()).toEqual([]);
  });
}

test.describe('in Chromium only (decision 012)', () => {
  test.skip(({ engine }) => engine !== 'chromium', 'no-JavaScript mode, interception, axe');

  test('without JavaScript, every language shows the worked example and says the calculator needs scripts', async ({
    site,
  }) => {
    const browser = await launchWithoutScripts();
    const page = await browser.newPage({ baseURL: site.url, viewport: desktop });
    for (const lang of languages) {
      const w = words(lang);
      await page.goto(`/${lang}/trio/rule`);
      const calculator = page.getByRole('region', { name: w.calculator });
      const scores = [
        [1, 'A', '21'],
        [1, 'B', '15'],
        [2, 'B', '21'],
        [2, 'C', '18'],
        [3, 'C', '21'],
        [3, 'A', '19'],
      ] as const;
      for (const [set, team, value] of scores) {
        await expect(calculator.getByRole('textbox', { name: w.input(set, team) })).toHaveValue(
          value,
        );
      }
      expect(await ranking(page, w.example)).toEqual([
        [w.team('A'), w.first, '19'],
        [w.team('C'), w.second, '18'],
        [w.team('B'), w.third, '15'],
      ]);
      const note = calculator.locator('.noscript-note');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(w.noscript);
    }
    await browser.close();
  });

  test('a score typed before the app runs is kept and ranked once it does', async ({
    page,
    problems,
  }) => {
    const w = words('en');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's scripts wait until the visitor has typed, as on a slow phone network.
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/en/trio/rule', { waitUntil: 'domcontentloaded' });
    const score = page.getByRole('textbox', { name: w.input(1, 'B') });
    await score.fill('23');
    release();
    await waitForApp(page);
    await expect(score).toHaveValue('23');
    expect(await ranking(page, w.own)).toEqual([
      [w.team('B'), w.first, '23'],
      [w.team('C'), w.second, '18'],
      [w.team('A'), w.third, '17'],
    ]);
    expect(problems).toEqual([]);
  });

  test('on a 320 px phone: no sideways page scroll, the inputs in rotation order, a table that scrolls by keyboard', async ({
    page,
    problems,
  }) => {
    const w = words('es');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/es/trio/rule');
    await waitForApp(page);
    const calculator = page.getByRole('region', { name: w.calculator });
    const order = [
      w.input(1, 'A'),
      w.input(1, 'B'),
      w.input(2, 'B'),
      w.input(2, 'C'),
      w.input(3, 'C'),
      w.input(3, 'A'),
    ];
    await calculator.getByRole('textbox', { name: order[0] }).focus();
    for (const name of order.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(calculator.getByRole('textbox', { name })).toBeFocused();
    }
    // A bad score's message must fit too.
    const last = calculator.getByRole('textbox', { name: order.at(-1) });
    await last.fill('1x');
    await expect(calculator.getByText(w.notWholeNumber)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await last.fill('19');
    // The table's box is a region a keyboard can reach and scroll while it scrolls, and no tab
    // stop when the table fits (the Spanish headers do at 320 px).
    const wrap = calculator.locator('.trio-table-wrap--results');
    const scrolls = await wrap.evaluate((element) => element.scrollWidth > element.clientWidth);
    const region = calculator.getByRole('region', { name: w.example });
    if (scrolls) {
      await expect(region).toHaveAttribute('tabindex', '0');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    } else {
      await expect(region).toHaveCount(0);
      await expect(wrap).not.toHaveAttribute('tabindex');
    }
    expect(problems).toEqual([]);
  });

  test('axe finds nothing serious with a message on a score or with the tie-breaks explained', async ({
    page,
    problems,
  }) => {
    const w = words('en');
    await page.goto('/en/trio/rule');
    await waitForSettled(page);
    const calculator = page.getByRole('region', { name: w.calculator });
    const input = (set: number, team: string) =>
      calculator.getByRole('textbox', { name: w.input(set, team) });
    await input(2, 'C').fill('');
    await expect(input(2, 'C')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    // Each team wins one set 21 : 20: nothing separates them.
    for (const [set, home, away] of [
      [1, 'A', 'B'],
      [2, 'B', 'C'],
      [3, 'C', 'A'],
    ] as const) {
      await input(set, home).fill('21');
      await input(set, away).fill('20');
    }
    await expect(
      calculator.getByRole('heading', { name: w.t('rule.calculator.ties.heading') }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
