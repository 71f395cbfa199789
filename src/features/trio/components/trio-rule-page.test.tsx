import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';

type Expected = {
  heading: string;
  formula: string;
  resultsCaption: string;
  setsCaption: string;
  /** Team, working of the ranking score, rank: in ranking order. */
  ranking: [string, string, string][];
  firstSet: [string, string, string];
  moreAbout: string;
};

const expected: Record<Language, Expected> = {
  en: {
    heading: 'The standard evaluation formula',
    formula: 'Ranking score = Total score − Highest score conceded',
    resultsCaption: 'Ranking by the standard evaluation formula',
    setsCaption: 'The three sets of the match',
    ranking: [
      ['Team A', '40 − 21 = 19', '1st'],
      ['Team C', '39 − 21 = 18', '2nd'],
      ['Team B', '36 − 21 = 15', '3rd'],
    ],
    firstSet: ['Set 1', 'Team A v Team B', '21 : 15'],
    moreAbout: 'More about TRIO',
  },
  ko: {
    heading: '표준 평가 공식',
    formula: '순위 점수 = 총득점 − 최다 실점',
    resultsCaption: '표준 평가 공식으로 정한 순위',
    setsCaption: '예시 경기의 세트별 결과',
    ranking: [
      ['A팀', '40 − 21 = 19', '1위'],
      ['C팀', '39 − 21 = 18', '2위'],
      ['B팀', '36 − 21 = 15', '3위'],
    ],
    firstSet: ['1세트', 'A팀 대 B팀', '21 : 15'],
    moreAbout: 'TRIO 더 알아보기',
  },
  zh: {
    heading: '标准评价公式',
    formula: '排名得分 = 总得分 − 最高失分',
    resultsCaption: '按标准评价公式计算的排名',
    setsCaption: '示例比赛的三局比分',
    ranking: [
      ['A队', '40 − 21 = 19', '第1名'],
      ['C队', '39 − 21 = 18', '第2名'],
      ['B队', '36 − 21 = 15', '第3名'],
    ],
    firstSet: ['第1局', 'A队对B队', '21 : 15'],
    moreAbout: '进一步了解TRIO',
  },
  es: {
    heading: 'La fórmula de evaluación estándar',
    formula: 'Puntuación de clasificación = Puntuación total − Mayor puntuación recibida',
    resultsCaption: 'Clasificación según la fórmula de evaluación estándar',
    setsCaption: 'Las tres mangas del partido',
    ranking: [
      ['Equipo A', '40 − 21 = 19', '1.º'],
      ['Equipo C', '39 − 21 = 18', '2.º'],
      ['Equipo B', '36 − 21 = 15', '3.º'],
    ],
    firstSet: ['Manga 1', 'Equipo A contra Equipo B', '21-15'],
    moreAbout: 'Más sobre TRIO',
  },
};

const languagesUnderTest = Object.keys(expected) as Language[];

describe.each(languagesUnderTest)('the rule page in %s', (lang) => {
  const copy = expected[lang];

  it('states the formula and ranks the worked example A, C, B', async () => {
    renderRoute(paths.trioRule(lang));
    expect(await findPageHeading(copy.heading)).toBeInTheDocument();

    expect(
      screen.getByText((_, element) => element?.textContent === copy.formula, { selector: 'p' }),
    ).toBeInTheDocument();

    const results = screen.getByRole('table', { name: copy.resultsCaption });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    rows.forEach((row, index) => {
      const [team, working, rank] = copy.ranking[index]!;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(team);
      const cells = within(row).getAllByRole('cell');
      expect(cells.at(-2)).toHaveTextContent(working);
      expect(cells.at(-1)).toHaveTextContent(rank);
    });
  });

  it('shows the three sets the ranking is computed from', async () => {
    renderRoute(paths.trioRule(lang));
    await findPageHeading(copy.heading);
    const sets = screen.getByRole('table', { name: copy.setsCaption });
    const rows = within(sets).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [set, match, score] = copy.firstSet;
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(set);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([match, score]);
  });

  it('links to the other pages about the sport', async () => {
    renderRoute(paths.trioRule(lang));
    await findPageHeading(copy.heading);
    const nav = screen.getByRole('navigation', { name: copy.moreAbout });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([paths.trio(lang), paths.trioIntroduction(lang), paths.trioApp(lang)]);
  });
});

describe('the rule page in English', () => {
  it('shows the working of every team and the tie-breaks', async () => {
    renderRoute(paths.trioRule('en'));
    await findPageHeading(expected.en.heading);
    const results = screen.getByRole('table', { name: expected.en.resultsCaption });
    const teamA = within(results).getByRole('row', { name: /Team A/ });
    expect(
      within(teamA)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21 + 19 = 40', '15, 21 → 21', '40 − 21 = 19', '1st']);
    expect(screen.getByRole('heading', { level: 2, name: 'Tie-breaks' })).toBeInTheDocument();
    expect(screen.getByText('Fewer total points conceded across both sets.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Set 3: Team C v Team A, 21 : 19/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How the app keeps score' })).toHaveAttribute(
      'href',
      paths.trioApp('en'),
    );
  });
});
