import type { Language } from './languages';

/** Spec section 9: one game in the TRIO app uses this many points. */
export const pointsPerGame = 5;

/** A package size, not a membership level: anyone may buy any of them (spec section 6). */
export type PlanTier = 'gold' | 'silver' | 'bronze';

export type PointPlan = {
  tier: PlanTier;
  /** What the customer pays, in Korean won. */
  priceKrw: number;
  points: number;
  /** Games the points pay for (`points / pointsPerGame`). */
  uses: number;
  krwPerGame: number;
  /** The spec's fixed euro price list, shown on the Spanish site. */
  priceEur: number;
  eurPerGame: number;
};

/** The point plans of spec section 9, largest first. */
export const pointPlans: readonly PointPlan[] = [
  {
    tier: 'gold',
    priceKrw: 231_000,
    points: 3_500,
    uses: 700,
    krwPerGame: 330,
    priceEur: 149,
    eurPerGame: 0.22,
  },
  {
    tier: 'silver',
    priceKrw: 165_000,
    points: 1_500,
    uses: 300,
    krwPerGame: 550,
    priceEur: 107,
    eurPerGame: 0.35,
  },
  {
    tier: 'bronze',
    priceKrw: 15_400,
    points: 100,
    uses: 20,
    krwPerGame: 770,
    priceEur: 10,
    eurPerGame: 0.5,
  },
];

/**
 * Exchange rates for the approximate USD (English site) and CNY (Chinese site) amounts shown
 * next to the won price. Customers are charged the won price; these only help a visitor read
 * it. An operator updates them from time to time (e.g. the Bank of Korea's published rate);
 * every approximate figure on the site is computed from these two numbers.
 */
export const exchangeRates = {
  /** Korean won for one US dollar. */
  krwPerUsd: 1_380,
  /** Korean won for one Chinese yuan. */
  krwPerCny: 190,
};

/**
 * What each language shows next to the won price: the spec's own euro prices (`es`), an
 * approximate conversion (`en`, `zh`), or nothing (`ko`).
 */
export type SecondaryCurrency =
  | { currency: 'EUR'; kind: 'fixed' }
  | {
      currency: 'USD' | 'CNY';
      kind: 'approximate';
    };

export const secondaryCurrency: Record<Language, SecondaryCurrency | null> = {
  ko: null,
  en: { currency: 'USD', kind: 'approximate' },
  zh: { currency: 'CNY', kind: 'approximate' },
  es: { currency: 'EUR', kind: 'fixed' },
};
