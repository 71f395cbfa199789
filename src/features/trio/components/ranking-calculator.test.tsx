import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';

/** The six inputs in the order of the rotation, by their labels. */
const inputNames = [
  'Set 1, Team A',
  'Set 1, Team B',
  'Set 2, Team B',
  'Set 2, Team C',
  'Set 3, Team C',
  'Set 3, Team A',
] as const;

async function renderCalculator() {
  const view = renderRoute(paths.trioRule('en'));
  await findPageHeading('The standard evaluation formula');
  const calculator = screen.getByRole('region', { name: 'Ranking calculator' });
  const input = (name: (typeof inputNames)[number]) =>
    within(calculator).getByRole('textbox', { name });
  const liveRegion = calculator.querySelector('[aria-live="polite"]');
  if (!liveRegion) throw new Error('The calculator has no live region');
  return { ...view, calculator, input, liveRegion };
}

/** Replaces a score key by key, as a visitor types it. */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Replaces a score at once, as a paste does: quicker for filling in a whole match. */
async function paste(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.paste(value);
}

/** Rank, team and the ranking score's working of each row of a results table. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [
        cells.at(-1)?.textContent,
        within(row).getByRole('rowheader').textContent,
        cells.at(-2)?.textContent,
      ];
    });
}

describe('the ranking calculator', () => {
  it('starts with the worked example, labelled as such, and says nothing yet', async () => {
    const { calculator, input, liveRegion } = await renderCalculator();
    expect(inputNames.map((name) => (input(name) as HTMLInputElement).value)).toEqual([
      '21',
      '15',
      '21',
      '18',
      '21',
      '19',
    ]);
    for (const name of inputNames) {
      expect(input(name)).toHaveAttribute('inputmode', 'numeric');
      expect(input(name)).not.toHaveAttribute('aria-invalid');
    }
    const sets = within(calculator).getAllByRole('group');
    expect(sets.map((set) => within(set).getAllByRole('textbox').length)).toEqual([2, 2, 2]);
    expect(within(calculator).getByRole('group', { name: 'Set 2: Team B v Team C' })).toBeVisible();
    const table = within(calculator).getByRole('table', { name: 'Ranking of the worked example' });
    expect(rowsOf(table)).toEqual([
      ['1st', 'ATeam A', '40 − 21 = 19'],
      ['2nd', 'CTeam C', '39 − 21 = 18'],
      ['3rd', 'BTeam B', '36 − 21 = 15'],
    ]);
    expect(within(calculator).queryByRole('heading', { name: 'Tie-breaks applied' })).toBeNull();
    expect(liveRegion).toHaveTextContent('');
  });

  it('ranks the scores as they are typed and reads the result out once the visitor pauses', async () => {
    const { calculator, input, liveRegion, user } = await renderCalculator();
    const announcements: string[] = [];
    new MutationObserver(() => announcements.push(liveRegion.textContent ?? '')).observe(
      liveRegion,
      { childList: true, characterData: true, subtree: true },
    );
    // Team B wins set 1 23 : 21 at deuce. B: 23 + 21 − 21 = 23. C: 18. A: 21 + 19 − 23 = 17.
    await enter(user, input('Set 1, Team B'), '23');
    const table = within(calculator).getByRole('table', { name: 'Ranking of your scores' });
    expect(rowsOf(table)).toEqual([
      ['1st', 'BTeam B', '44 − 21 = 23'],
      ['2nd', 'CTeam C', '39 − 21 = 18'],
      ['3rd', 'ATeam A', '40 − 23 = 17'],
    ]);
    await waitFor(() =>
      expect(liveRegion).toHaveTextContent(
        'Ranking of your scores: 1st Team B with 23, 2nd Team C with 18, 3rd Team A with 17.',
      ),
    );
    // Clearing the field and typing two digits was one change to read out, not three.
    expect(announcements).toHaveLength(1);
  });

  it('keeps a bad value, says what is wrong next to it and shows no ranking until it is fixed', async () => {
    const { calculator, input, liveRegion, user } = await renderCalculator();
    const field = input('Set 2, Team C');

    await enter(user, field, '1o');
    expect(field).toHaveValue('1o');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Use digits only: a whole number from 0 to 99.');
    expect(within(calculator).queryByRole('table')).toBeNull();
    const waiting =
      'No ranking yet: the results appear once every score is a whole number from 0 to 99. Check Set 2, Team C.';
    // Where the table was; the live region reads the same out once the visitor pauses.
    const shown = { selector: '.trio-calculator__waiting' };
    expect(within(calculator).getByText(waiting, shown)).toBeVisible();
    await waitFor(() => expect(liveRegion).toHaveTextContent(waiting));

    await enter(user, field, '100');
    expect(field).toHaveAccessibleDescription('Too high: enter a whole number from 0 to 99.');
    await enter(user, field, '');
    expect(field).toHaveAccessibleDescription(
      'Enter the points scored: a whole number from 0 to 99.',
    );
    await enter(user, input('Set 3, Team A'), '-4');
    expect(
      within(calculator).getByText(/Check Set 2, Team C; Set 3, Team A\.$/, shown),
    ).toBeInTheDocument();

    await enter(user, field, '18');
    await enter(user, input('Set 3, Team A'), '19');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription();
    // Back to the worked example's numbers: labelled as the example again.
    expect(
      within(calculator).getByRole('table', { name: 'Ranking of the worked example' }),
    ).toBeInTheDocument();
  });

  it('restores the worked example', async () => {
    const { calculator, input, user } = await renderCalculator();
    await enter(user, input('Set 1, Team A'), '3');
    await enter(user, input('Set 3, Team C'), 'x');
    await user.click(
      within(calculator).getByRole('button', { name: 'Restore the worked example' }),
    );
    expect((input('Set 1, Team A') as HTMLInputElement).value).toBe('21');
    expect(input('Set 3, Team C')).toHaveValue('21');
    expect(
      within(calculator).getByRole('table', { name: 'Ranking of the worked example' }),
    ).toBeInTheDocument();
  });

  async function enterMatch(
    user: UserEvent,
    input: (name: (typeof inputNames)[number]) => HTMLElement,
    scores: readonly number[],
  ) {
    for (const [index, name] of inputNames.entries()) {
      await paste(user, input(name), String(scores[index]));
    }
  }

  it('explains the first tie-break when it applies', async () => {
    const { calculator, input, liveRegion, user } = await renderCalculator();
    // A: 34 − 21 = 13, conceded 33. B: 34 − 21 = 13, conceded 34. C: 33 − 21 = 12.
    await enterMatch(user, input, [13, 21, 13, 21, 12, 21]);
    const table = within(calculator).getByRole('table', { name: 'Ranking of your scores' });
    expect(rowsOf(table).map(([rank, team]) => [rank, team])).toEqual([
      ['1st', 'ATeam A'],
      ['2nd', 'BTeam B'],
      ['3rd', 'CTeam C'],
    ]);
    within(calculator).getByRole('heading', { level: 3, name: 'Tie-breaks applied' });
    expect(
      within(calculator).getByText('Team A and Team B have the same ranking score, 13.'),
    ).toBeVisible();
    expect(
      within(calculator).getByText(
        'First tie-break, fewer points conceded in total: Team A (33), Team B (34).',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(liveRegion).toHaveTextContent(
        'Ranking of your scores: 1st Team A with 13, 2nd Team B with 13, 3rd Team C with 12. Some teams are tied: the tie-breaks are explained below the table.',
      ),
    );
  });

  it('explains the second tie-break, the set between the tied teams', async () => {
    const { calculator, input, user } = await renderCalculator();
    // Time-limited sets. A: 9 − 5 = 4, conceded 8. C: 8 − 4 = 4, conceded 8. C beat A in set 3.
    await enterMatch(user, input, [5, 3, 4, 3, 5, 4]);
    const items = within(calculator)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'First tie-break, fewer points conceded in total: Team C (8), Team A (8).',
      'Second tie-break, the set between Team C and Team A: Team C won set 3, 5 : 4.',
    ]);
  });

  it('says when no tie-break separates the teams', async () => {
    const { calculator, input, user } = await renderCalculator();
    // Each team wins one set 21 : 20: all 41 − 21 = 20, conceded 41.
    await enterMatch(user, input, [21, 20, 21, 20, 21, 20]);
    const table = within(calculator).getByRole('table', { name: 'Ranking of your scores' });
    expect(rowsOf(table).map(([rank]) => rank)).toEqual(['1st', '1st', '1st']);
    expect(
      within(calculator)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'First tie-break, fewer points conceded in total: Team A (41), Team B (41), Team C (41).',
      'Second tie-break, sets won against the other tied teams: Team A (1), Team B (1), Team C (1).',
      'No tie-break separates Team A, Team B and Team C: they share first place.',
    ]);
  });

  it('says when a set between two tied teams ended level', async () => {
    const { calculator, input, user } = await renderCalculator();
    // A: 5 + 6 − 5 = 6, conceded 9. B: the same. Set 1 between them ended 5 : 5.
    await enterMatch(user, input, [5, 5, 6, 4, 4, 6]);
    expect(
      within(calculator)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(1),
    ).toEqual([
      'Second tie-break, the set between Team A and Team B: set 1 ended level, 5 : 5.',
      'No tie-break separates Team A and Team B: they share first place.',
    ]);
  });

  it('takes zeros and the largest allowed scores', async () => {
    const { calculator, input, user } = await renderCalculator();
    await enterMatch(user, input, [99, 0, 99, 99, 0, 99]);
    const table = within(calculator).getByRole('table', { name: 'Ranking of your scores' });
    expect(rowsOf(table)).toEqual([
      ['1st', 'ATeam A', '198 − 0 = 198'],
      ['2nd', 'BTeam B', '99 − 99 = 0'],
      ['2nd', 'CTeam C', '99 − 99 = 0'],
    ]);
    expect(
      within(calculator).getByText(
        'No tie-break separates Team B and Team C: they share second place.',
      ),
    ).toBeVisible();
  });
});
