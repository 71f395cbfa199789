import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';

const cases = [
  {
    lang: 'en',
    heading: 'The TRIO platform app',
    sections: [
      'Score on a phone',
      'Show it on the big screen',
      'Records after every match',
      'Points pay for games',
    ],
    mirroring: 'A phone showing the score of Set 3, Team C 21 : 19 Team A',
    records:
      '1st Team A (ranking score 19), 2nd Team C (ranking score 18) and 3rd Team B (ranking score 15)',
    competencies: 'balance, competitiveness and collaboration scores of Team A',
    perGame: 'Each game scored in the app uses 5 points.',
    points: ['100 points = 20 games', '1,500 points = 300 games', '3,500 points = 700 games'],
    pointLink: 'See the point plans',
    getApp: 'Get the TRIO app',
    badges: ['Download on the App Store', 'Get it on Google Play'],
  },
  {
    lang: 'ko',
    heading: 'TRIO 플랫폼 앱',
    sections: [
      '휴대전화로 점수 기록',
      '큰 화면에 띄우기',
      '경기가 끝나면 기록 확인',
      '포인트로 경기 이용',
    ],
    mirroring: '휴대전화에 3세트 점수(C팀 21 : 19 A팀)',
    records: '1위 A팀(순위 점수 19점), 2위 C팀(순위 점수 18점) 및 3위 B팀(순위 점수 15점)',
    competencies: 'A팀의 균형, 경쟁, 협력 점수',
    perGame: '앱에서 경기 하나를 기록할 때마다 5포인트가 사용됩니다.',
    points: ['100포인트 = 20경기', '1,500포인트 = 300경기', '3,500포인트 = 700경기'],
    pointLink: '포인트 충전 상품 보기',
    getApp: 'TRIO 앱 받기',
    badges: ['App Store에서 다운로드하기', 'Google Play에서 다운로드하기'],
  },
] as const;

describe.each(cases)('the app page in $lang', (copy) => {
  it('covers scoring, the big screen, the records view and points', async () => {
    renderRoute(paths.trioApp(copy.lang));
    expect(await findPageHeading(copy.heading)).toBeInTheDocument();
    for (const name of copy.sections) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('img', { name: new RegExp(escape(copy.mirroring)) }),
    ).toBeInTheDocument();
    // The records view ranks the three teams and shows the three competency scores.
    const records = screen.getByRole('img', { name: new RegExp(escape(copy.records)) });
    expect(records).toHaveAccessibleName(expect.stringContaining(copy.competencies));
  });

  it('says what a game costs and links to the point page', async () => {
    renderRoute(paths.trioApp(copy.lang));
    await findPageHeading(copy.heading);
    expect(screen.getByText(copy.perGame, { exact: false })).toBeInTheDocument();
    const points = screen.getByRole('region', { name: copy.sections[3] });
    for (const text of copy.points) expect(within(points).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.pointLink })).toHaveAttribute(
      'href',
      paths.point(copy.lang),
    );
  });
});

describe.each(cases)('the app page in $lang leads to the stores', (copy) => {
  it('has both store badges, each linking to the app in its store, with its QR code', async () => {
    renderRoute(paths.trioApp(copy.lang));
    await findPageHeading(copy.heading);
    const getApp = screen.getByRole('region', { name: copy.getApp });
    const [appStore, googlePlay] = copy.badges.map((name) =>
      within(getApp).getByRole('link', { name }),
    );
    expect(appStore).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    );
    expect(googlePlay).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\//),
    );
    const codes = within(getApp)
      .getAllByRole('img')
      .filter((image) => image.getAttribute('src')?.startsWith('/assets/app-qr-'));
    expect(codes).toHaveLength(2);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
