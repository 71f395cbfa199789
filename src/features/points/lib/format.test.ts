import { describe, expect, it } from 'vitest';
import { pointPlans, pointsPerGame } from '@/config/pricing';
import { exchangeRateParts, formatKrw, secondaryAmounts } from './format';

const [gold, silver, bronze] = pointPlans;

describe('pricing configuration', () => {
  it("holds the spec's three plans, each consistent with 5 points a game", () => {
    expect(pointPlans.map((plan) => plan.tier)).toEqual(['gold', 'silver', 'bronze']);
    for (const plan of pointPlans) {
      expect(plan.points / pointsPerGame, plan.tier).toBe(plan.uses);
      expect(plan.priceKrw / plan.uses, plan.tier).toBe(plan.krwPerGame);
    }
  });
});

describe('formatting', () => {
  it("formats won for each language by the site's rules", () => {
    expect(formatKrw('ko', 231_000)).toBe('231,000원');
    expect(formatKrw('en', 231_000)).toBe('₩231,000');
    expect(formatKrw('zh', 231_000)).toBe('231,000韩元');
    expect(formatKrw('es', 231_000)).toBe('231.000\u00a0KRW');
  });

  it("shows the spec's euro figures in Spanish, with cents only where they matter", () => {
    expect(secondaryAmounts('es', gold!)).toEqual({
      kind: 'fixed',
      price: '149\u00a0€',
      perGame: '0,22\u00a0€',
    });
    expect(secondaryAmounts('es', bronze!)?.perGame).toBe('0,50\u00a0€');
  });

  it('converts to dollars and yuan with the configured rates, as approximations', () => {
    expect(secondaryAmounts('en', silver!)).toEqual({
      kind: 'approximate',
      price: '$120',
      perGame: '$0.40',
    });
    expect(secondaryAmounts('zh', gold!)).toEqual({
      kind: 'approximate',
      price: '人民币1,216元',
      perGame: '人民币1.74元',
    });
    expect(exchangeRateParts('en')).toEqual({ foreign: '$1', krw: '₩1,380' });
    expect(exchangeRateParts('zh')).toEqual({ foreign: '人民币1元', krw: '190韩元' });
  });

  it('shows no second currency in Korean', () => {
    expect(secondaryAmounts('ko', gold!)).toBeNull();
    expect(exchangeRateParts('ko')).toBeNull();
    expect(exchangeRateParts('es')).toBeNull();
  });
});
