import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render';

/** A plan's card, found by its tier name as a screen reader user would. */
function card(name: string) {
  return screen.getByRole('article', { name });
}

/** The value next to a label in a card's facts list. */
function fact(plan: HTMLElement, label: string) {
  const term = within(plan).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('point recharge page', () => {
  it('ko: won only, formatted for Korean', async () => {
    renderRoute('/ko/point');
    await findPageHeading('포인트 충전');
    const gold = card('골드');
    expect(fact(gold, '결제 금액')).toHaveTextContent(/^231,000원$/);
    expect(fact(gold, '충전 포인트')).toHaveTextContent('3,500포인트');
    expect(fact(gold, '이용 가능 경기 수')).toHaveTextContent('700경기');
    expect(fact(gold, '경기당 금액')).toHaveTextContent(/^330원$/);
    expect(fact(card('실버'), '결제 금액')).toHaveTextContent(/^165,000원$/);
    expect(fact(card('브론즈'), '경기당 금액')).toHaveTextContent(/^770원$/);
    expect(screen.queryByText(/€|\$|¥|약 /)).not.toBeInTheDocument();
  });

  it("es: the spec's euro prices next to the won price, formatted for Spain", async () => {
    renderRoute('/es/point');
    await findPageHeading('Recarga de puntos');
    const gold = card('Oro');
    // A no-break space before the currency in Spanish; matchers see a space.
    expect(fact(gold, 'Precio')).toHaveTextContent(/^231\.000 KRW \(tarifa en euros: 149 €\)$/);
    expect(within(gold).getByText('(tarifa en euros: 149 €)')).toBeInTheDocument();
    expect(fact(gold, 'Puntos')).toHaveTextContent('3.500 puntos');
    expect(fact(gold, 'Partidos')).toHaveTextContent('700 partidos');
    expect(fact(gold, 'Precio por partido')).toHaveTextContent(
      /^330 KRW \(tarifa en euros: 0,22 €\)$/,
    );
    expect(within(gold).getByText('(tarifa en euros: 0,22 €)')).toBeInTheDocument();
    expect(within(card('Plata')).getByText('(tarifa en euros: 107 €)')).toBeInTheDocument();
    expect(within(card('Plata')).getByText('(tarifa en euros: 0,35 €)')).toBeInTheDocument();
    expect(within(card('Bronce')).getByText('(tarifa en euros: 10 €)')).toBeInTheDocument();
    expect(within(card('Bronce')).getByText('(tarifa en euros: 0,50 €)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Los precios en euros son la tarifa fija que TRIO establece para cada plan (no son una conversión) y se indican como referencia. Los planes se cobran en wones coreanos (KRW).',
      ),
    ).toBeInTheDocument();
    // Nothing offers to take euros: the site cannot.
    expect(screen.queryByText(/en euros, al precio|si lo prefiere/)).not.toBeInTheDocument();
    expect(screen.queryByText(/aprox\./)).not.toBeInTheDocument();
  });

  it('en: an approximate dollar amount, labelled as such, next to the won price', async () => {
    renderRoute('/en/point');
    await findPageHeading('Buy points');
    const gold = card('Gold');
    expect(fact(gold, 'Price')).toHaveTextContent(/^₩231,000 approx\. \$167$/);
    expect(within(gold).getByText('approx. $167')).toBeInTheDocument();
    expect(within(gold).getByText('approx. $0.24')).toBeInTheDocument();
    expect(fact(gold, 'Points')).toHaveTextContent('3,500 points');
    expect(fact(gold, 'Games')).toHaveTextContent('700 games');
    expect(within(card('Silver')).getByText('approx. $120')).toBeInTheDocument();
    expect(within(card('Bronze')).getByText('approx. $11')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Dollar amounts are approximate, converted at \$1 = ₩1,380 \(the rate on 2 November 2026\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('zh: an approximate yuan amount, labelled as such, next to the won price', async () => {
    renderRoute('/zh/point');
    await findPageHeading('积分充值');
    const gold = card('黄金');
    expect(fact(gold, '价格')).toHaveTextContent(/^231,000韩元 约合人民币1,216元$/);
    expect(within(gold).getByText('约合人民币1.74元')).toBeInTheDocument();
    expect(fact(gold, '积分')).toHaveTextContent('3,500积分');
    expect(fact(gold, '可用场次')).toHaveTextContent('700场');
    expect(within(card('青铜')).getByText('约合人民币81元')).toBeInTheDocument();
    expect(
      screen.getByText(/人民币金额按2026年11月2日的汇率（人民币1元 = 190韩元）换算，仅供参考/),
    ).toBeInTheDocument();
  });

  it('explains 5 points a game, and that the tiers are packages, not ranks', async () => {
    renderRoute('/en/point');
    await findPageHeading('Buy points');
    expect(screen.getByRole('heading', { level: 3, name: '5 points a game' })).toBeInTheDocument();
    expect(screen.getByText(/Each game you run in the app uses 5 points/)).toBeInTheDocument();
    expect(screen.getByText(/package sizes, not membership levels/)).toBeInTheDocument();
    expect(within(card('Gold')).getByText('Lowest price per game')).toBeInTheDocument();
    expect(within(card('Bronze')).queryByText('Lowest price per game')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what the app does' })).toHaveAttribute(
      'href',
      '/en/trio/app',
    );
  });

  it('ends every plan in an action: buy it in the app, or ask for a quote', async () => {
    renderRoute('/en/point');
    await findPageHeading('Buy points');
    for (const [name, tier] of [
      ['Gold', 'gold'],
      ['Silver', 'silver'],
      ['Bronze', 'bronze'],
    ] as const) {
      const plan = card(name);
      expect(within(plan).getByRole('link', { name: 'Buy in the app' })).toHaveAttribute(
        'href',
        '#buy-in-app',
      );
      expect(within(plan).getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
        'href',
        `/en/inquiry?topic=points&plan=${tier}`,
      );
    }
  });

  it('says how points are bought: the app’s stores, or a bank transfer and what to send', async () => {
    renderRoute('/ko/point');
    await findPageHeading('포인트 충전');
    const app = screen.getByRole('region', { name: 'TRIO 앱에서 충전' });
    expect(app).toHaveAttribute('id', 'buy-in-app');
    expect(within(app).getByRole('link', { name: 'App Store에서 다운로드하기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    );
    expect(within(app).getByRole('link', { name: 'Google Play에서 다운로드하기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\//),
    );
    const transfer = screen.getByRole('region', { name: '계좌이체로 충전' });
    expect(within(transfer).getByText('신한은행')).toBeInTheDocument();
    expect(within(transfer).getByText('140-014-226781')).toBeInTheDocument();
    expect(within(transfer).getByText('입금자명')).toBeInTheDocument();
    expect(
      within(transfer).getByRole('link', { name: 'contact@trio-sport.example' }),
    ).toHaveAttribute('href', 'mailto:contact@trio-sport.example');
  });
});
