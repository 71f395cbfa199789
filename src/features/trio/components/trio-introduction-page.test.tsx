import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';

const cases = [
  {
    lang: 'en',
    heading: 'What is TRIO?',
    format: 'Three teams, three sets',
    order: [
      'Set 1: Team A v Team B, officiated by Team C',
      'Set 2: Team B v Team C, officiated by Team A',
      'Set 3: Team C v Team A, officiated by Team B',
    ],
    rules: 'Special rules',
    ruleTitles: [
      'A round robin of three sets',
      'The team sitting out officiates',
      'Everyone plays',
      'Set length to suit the setting',
    ],
    competencies: ['Balance', 'Competitiveness', 'Collaboration'],
    audiences: [
      'PE teachers and sports instructors',
      'Schools',
      'Companies',
      'Military units',
      'Hospitals',
    ],
    ruleLink: 'See how the formula ranks the teams',
    moreAbout: 'More about TRIO',
  },
  {
    lang: 'ko',
    heading: 'TRIO란 무엇인가요?',
    format: '세 팀, 3세트',
    order: [
      '1세트: A팀 대 B팀(심판: C팀)',
      '2세트: B팀 대 C팀(심판: A팀)',
      '3세트: C팀 대 A팀(심판: B팀)',
    ],
    rules: '특별 규칙',
    ruleTitles: ['3세트 리그전', '쉬는 팀이 심판', '모두가 출전', '상황에 맞는 세트 길이'],
    competencies: ['균형', '경쟁', '협력'],
    audiences: ['체육 교사\u2060·스포츠 강사', '학교', '기업', '군부대', '병원'],
    ruleLink: '순위를 정하는 공식 보기',
    moreAbout: 'TRIO 더 알아보기',
  },
] as const;

describe.each(cases)('the introduction page in $lang', (copy) => {
  it('explains three teams, three sets and the set rotation', async () => {
    renderRoute(paths.trioIntroduction(copy.lang));
    expect(await findPageHeading(copy.heading)).toBeInTheDocument();
    const format = screen.getByRole('region', { name: copy.format });
    const order = within(format).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual(copy.order);
    expect(within(format).getByRole('img')).toHaveAccessibleName(
      expect.stringContaining(copy.order[0]),
    );
  });

  it('lists the special rules, the three competencies and who TRIO is for', async () => {
    renderRoute(paths.trioIntroduction(copy.lang));
    await findPageHeading(copy.heading);
    const rules = screen.getByRole('region', { name: copy.rules });
    expect(
      within(rules)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(copy.ruleTitles);
    for (const name of [...copy.competencies, ...copy.audiences]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('links to the rule, the overview and the app', async () => {
    renderRoute(paths.trioIntroduction(copy.lang));
    await findPageHeading(copy.heading);
    expect(screen.getByRole('link', { name: copy.ruleLink })).toHaveAttribute(
      'href',
      paths.trioRule(copy.lang),
    );
    const hrefs = within(screen.getByRole('navigation', { name: copy.moreAbout }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      paths.trio(copy.lang),
      paths.trioRule(copy.lang),
      paths.trioApp(copy.lang),
    ]);
  });
});
