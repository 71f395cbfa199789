import type { Language } from '@/config/languages';
import { exchangeRates, secondaryCurrency, type PointPlan } from '@/config/pricing';
import { formatWon, numberFormat } from '@/lib/intl-format';

/** Every number and amount on the page goes through `Intl` in the page's language. */
export function formatCount(lang: Language, value: number): string {
  return numberFormat(lang).format(value);
}

type Money = { value: number; currency: 'EUR' | 'USD' | 'CNY' };

/**
 * Whole amounts without decimals (`149 €`), others with cents (`0,50 €`). Chinese readers take
 * `¥` for the yen as often as for the yuan, so yuan amounts say so in words (`人民币1,216元`).
 */
function formatMoney(lang: Language, { value, currency }: Money, cents: boolean): string {
  const digits = { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 };
  if (lang === 'zh' && currency === 'CNY') {
    return `人民币${numberFormat(lang, digits).format(value)}元`;
  }
  return numberFormat(lang, { style: 'currency', currency, ...digits }).format(value);
}

/** `231,000원` in Korean, `₩231,000` or `231.000 KRW` elsewhere. */
export function formatKrw(lang: Language, value: number): string {
  return formatWon(lang, value, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
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
      price: formatMoney(
        lang,
        { value: plan.priceEur, currency: 'EUR' },
        !Number.isInteger(plan.priceEur),
      ),
      perGame: formatMoney(lang, { value: plan.eurPerGame, currency: 'EUR' }, true),
    };
  }
  const krwPerUnit =
    secondary.currency === 'USD' ? exchangeRates.krwPerUsd : exchangeRates.krwPerCny;
  return {
    kind: 'approximate',
    // Rounded to whole units: a conversion does not deserve more precision than that.
    price: formatMoney(
      lang,
      { value: plan.priceKrw / krwPerUnit, currency: secondary.currency },
      false,
    ),
    perGame: formatMoney(
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
    foreign: formatMoney(lang, { value: 1, currency: secondary.currency }, false),
    krw: formatKrw(lang, krwPerUnit),
  };
}
