import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';

const cases = [
  {
    lang: 'en',
    heading: 'TRIO, the sport for three teams',
    facts: ['3 teams in one match', '3 sets', '3 competencies'],
    competencies: ['Balance', 'Competitiveness', 'Collaboration'],
    explore: 'Explore the sport',
    links: ['What is TRIO?', 'The evaluation formula', 'The TRIO app'],
  },
  {
    lang: 'ko',
    heading: '세 팀이 함께 겨루는 스포츠, TRIO',
    facts: ['세 팀 한 경기에 함께 출전', '3세트', '세 가지 역량'],
    competencies: ['균형', '경쟁', '협력'],
    explore: 'TRIO 자세히 보기',
    links: ['TRIO란?', '평가 공식', 'TRIO 앱'],
  },
] as const;

describe.each(cases)('the overview page in $lang', (copy) => {
  it('gives the key facts: three teams, three sets, three competencies', async () => {
    renderRoute(paths.trio(copy.lang));
    expect(await findPageHeading(copy.heading)).toBeInTheDocument();
    const facts = within(screen.getByRole('list', { name: /TRIO/ })).getAllByRole('listitem');
    facts.forEach((fact, index) => expect(fact).toHaveTextContent(copy.facts[index]!));
    for (const name of copy.competencies) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    // The set rotation is drawn, and described for those who cannot see it.
    expect(screen.getByRole('img', { name: /A.*B.*C/ })).toBeInTheDocument();
  });

  it('links to the introduction, the rule and the app', async () => {
    renderRoute(paths.trio(copy.lang));
    await findPageHeading(copy.heading);
    const nav = screen.getByRole('navigation', { name: copy.explore });
    const [introduction, rule, app] = copy.links;
    expect(within(nav).getByRole('link', { name: introduction })).toHaveAttribute(
      'href',
      paths.trioIntroduction(copy.lang),
    );
    expect(within(nav).getByRole('link', { name: rule })).toHaveAttribute(
      'href',
      paths.trioRule(copy.lang),
    );
    expect(within(nav).getByRole('link', { name: app })).toHaveAttribute(
      'href',
      paths.trioApp(copy.lang),
    );
  });
});

describe('the overview page in Chinese and Spanish', () => {
  it.each([
    ['zh', 'TRIO：三队同场竞技的运动', '三支队伍'],
    ['es', 'TRIO, el deporte para tres equipos', '3 equipos'],
  ] as const)('%s renders its own copy', async (lang, heading, fact) => {
    renderRoute(paths.trio(lang));
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(screen.getByText(fact)).toBeInTheDocument();
  });
});
