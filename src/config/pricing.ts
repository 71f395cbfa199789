import data from '../../content/pricing.json' with { type: 'json' };

/** A package size, not a membership level: anyone may buy any of them (spec section 6). */
export type PlanTier = 'gold' | 'silver' | 'bronze';

/** A point plan as staff write it in `content/pricing.json`. */
export type PlanContent = {
  tier: PlanTier;
  /** What the customer pays, in Korean won. */
  priceKrw: number;
  points: number;
  /** The spec's fixed euro price list, shown on the Spanish site. */
  priceEur: number;
  eurPerGame: number;
};

export type PricingContent = {
  /** Spec section 9: one game in the TRIO app uses this many points. */
  pointsPerGame: number;
  /** Largest first. */
  plans: PlanContent[];
  /**
   * Exchange rates for the approximate USD (English site) and CNY (Chinese site) amounts shown
   * next to the won price. Customers are charged the won price; these only help a visitor read
   * it. Staff update them from time to time (e.g. the Bank of Korea's published rate), with the
   * day they were taken (`asOf`, YYYY-MM-DD).
   */
  exchangeRates: { krwPerUsd: number; krwPerCny: number; asOf: string };
  /**
   * How points are bought, as the points page tells it: in the TRIO app (its store badges), by
   * bank transfer to the company's account (`content/company.json`) with what to e-mail, or both.
   */
  purchase: { inApp: boolean; bankTransfer: boolean };
};

/** A plan with what follows from it: games the points pay for, and the price of one game. */
export type PointPlan = PlanContent & {
  /** Games the points pay for (`points / pointsPerGame`). */
  uses: number;
  krwPerGame: number;
};

const pricing = data as PricingContent;

export const pointsPerGame = pricing.pointsPerGame;

/** The point plans of spec section 9, largest first. */
export const pointPlans: readonly PointPlan[] = pricing.plans.map((plan) => {
  const uses = plan.points / pointsPerGame;
  return { ...plan, uses, krwPerGame: plan.priceKrw / uses };
});

export const exchangeRates = pricing.exchangeRates;

export const purchase = pricing.purchase;
