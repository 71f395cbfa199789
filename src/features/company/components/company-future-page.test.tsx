import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/company.json';
import ko from '../../../../locales/ko/company.json';

const copies = { en, ko } as const;

/** A section's items in file order, without the section's own heading. */
function withoutHeading<T>(section: { heading: string } & Record<string, T | string>): T[] {
  return Object.entries(section)
    .filter(([key]) => key !== 'heading')
    .map(([, value]) => value as T);
}

function follows(first: Element, second: Element) {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe.each(['en', 'ko'] as const)('vision house (%s)', (lang) => {
  const copy = copies[lang].future;

  it('exposes mission, values and goals as headings and lists, roof to foundation', async () => {
    renderRoute(paths.companyFuture(lang));
    await findPageHeading(copy.heading);

    const mission = screen.getByRole('heading', { level: 2, name: copy.mission.heading });
    const values = screen.getByRole('heading', { level: 2, name: copy.values.heading });
    const goals = screen.getByRole('heading', { level: 2, name: copy.goals.heading });
    expect(follows(mission, values)).toBe(true);
    expect(follows(values, goals)).toBe(true);

    const missionRegion = within(screen.getByRole('region', { name: copy.mission.heading }));
    expect(missionRegion.getByText(copy.mission.text)).toBeInTheDocument();

    const valueList = screen.getByRole('list', { name: copy.values.heading });
    const valueItems = within(valueList).getAllByRole('listitem');
    const valueCopy = withoutHeading(copy.values);
    expect(valueItems).toHaveLength(valueCopy.length);
    const valueTitles = valueItems.map(
      (item) => within(item).getByRole('heading', { level: 3 }).textContent,
    );
    expect(valueTitles).toEqual(valueCopy.map((value) => value.title));
    // The three scored competencies hold up the house first.
    expect(valueTitles.slice(0, 3)).toEqual([
      copy.values.balance.title,
      copy.values.competitiveness.title,
      copy.values.collaboration.title,
    ]);

    const goalList = screen.getByRole('list', { name: copy.goals.heading });
    expect(goalList.tagName).toBe('OL');
    expect(
      within(goalList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(withoutHeading(copy.goals));
  });

  it('draws the house with CSS only: no image of text', async () => {
    renderRoute(paths.companyFuture(lang));
    await findPageHeading(copy.heading);
    const main = screen.getByRole('main');
    expect(main.querySelector('img, svg, canvas')).toBeNull();
  });
});
