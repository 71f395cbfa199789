import type { Language } from '@/config/languages';
import { exchangeRates, type PointPlan } from '@/config/pricing';
import { formatMoney, formatNumber } from '@/lib/locale-format';

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

/** Every number and amount on the page follows the site's rules for the page's language. */
export function formatCount(lang: Language, value: number): string {
  return formatNumber(lang, value);
}

type Money = { value: number; currency: 'EUR' | 'USD' | 'CNY' };

/** Whole amounts without decimals (`149 €`), others with cents (`0,50 €`). */
function formatPlanMoney(lang: Language, { value, currency }: Money, cents: boolean): string {
  return formatMoney(lang, value, currency, cents ? 2 : 0);
}

/** `231,000원`, `₩231,000`, `231,000韩元` or `231.000 KRW`. */
export function formatKrw(lang: Language, value: number): string {
  return formatMoney(lang, value, 'KRW', 0);
}

/** A plan's amounts in the page language's second currency, if it shows one. */
export type SecondaryAmounts = {
  kind: 'fixed' | 'approximate';
  price: string;
  perGame: string;
};

export function secondaryAmounts(lang: Language, plan: PointPlan): SecondaryAmounts | null {
  const secondary = secondaryCurrency[lang];
  if (!secondary) return null;
  if (secondary.currency === 'EUR') {
    // The spec's own euro price list: shown as given, not converted.
    return {
      kind: 'fixed',
      price: formatPlanMoney(
        lang,
        { value: plan.priceEur, currency: 'EUR' },
        !Number.isInteger(plan.priceEur),
      ),
      perGame: formatPlanMoney(lang, { value: plan.eurPerGame, currency: 'EUR' }, true),
    };
  }
  const krwPerUnit =
    secondary.currency === 'USD' ? exchangeRates.krwPerUsd : exchangeRates.krwPerCny;
  return {
    kind: 'approximate',
    // Rounded to whole units: a conversion does not deserve more precision than that.
    price: formatPlanMoney(
      lang,
      { value: plan.priceKrw / krwPerUnit, currency: secondary.currency },
      false,
    ),
    perGame: formatPlanMoney(
      lang,
      { value: plan.krwPerGame / krwPerUnit, currency: secondary.currency },
      true,
    ),
  };
}

/** The rate behind the approximate amounts, e.g. `$1 = ₩1,380`, for the page's footnote. */
export function exchangeRateParts(lang: Language): { foreign: string; krw: string } | null {
  const secondary = secondaryCurrency[lang];
  if (!secondary || secondary.kind !== 'approximate') return null;
  const krwPerUnit =
    secondary.currency === 'USD' ? exchangeRates.krwPerUsd : exchangeRates.krwPerCny;
  return {
    foreign: formatPlanMoney(lang, { value: 1, currency: secondary.currency }, false),
    krw: formatKrw(lang, krwPerUnit),
  };
}
