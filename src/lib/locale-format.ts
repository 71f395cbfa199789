import type { Language } from '@/config/languages';

/*
 * How each language of the site writes numbers, money and lists: the project's own rules, not
 * the browser's `Intl`. A pre-rendered page is formatted by Node at build time and again by the
 * visitor's browser while React hydrates; with `Intl` the two differ wherever the locale data
 * differs (WebKit writes `￦231,000` where Node writes `₩231,000`, CLDR changes spaces and
 * grouping between releases), and React throws the page's HTML away (#418). These functions give
 * the same string in every engine by construction (docs/decisions/011-locale-formatting.md).
 */

type NumberRules = { group: string; decimal: string };

/** Every language groups from 1,000 up (Spanish too: `3.500`, where CLDR would write `3500`). */
const numberRules: Record<Language, NumberRules> = {
  ko: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  zh: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};

export type FractionDigits = {
  /** Decimals always shown (`0,50 €`). Default 0. */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero. Default 3, as `Intl` does. */
  maximumFractionDigits?: number;
};

/** `1,234.5` / `1.234,5`: grouped by thousands, rounded to the digits asked for. */
export function formatNumber(lang: Language, value: number, digits: FractionDigits = {}): string {
  const { minimumFractionDigits: min = 0 } = digits;
  const max = Math.max(min, digits.maximumFractionDigits ?? 3);
  // Stryker disable next-line ConditionalExpression: NaN and ±Infinity come out of the steps below the same
  if (!Number.isFinite(value)) return String(value);
  // Through 15 significant digits first, so `1.005` rounds as written (1.01), not as stored.
  const scaled = Math.round(Number((Math.abs(value) * 10 ** max).toPrecision(15)));
  const fixed = (scaled / 10 ** max).toFixed(max);
  const [whole = '0', rawFraction = ''] = fixed.split('.');
  let fraction = rawFraction;
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const { group, decimal } = numberRules[lang];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  // Stryker disable next-line EqualityOperator: a value of 0 rounds to 0, which has no sign either way
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** A no-break space: an amount and its unit never part at the end of a line. */
const NBSP = '\u00a0';

/** The currencies the site writes itself; any other code from the API is written after the amount. */
type Currency = 'KRW' | 'USD' | 'EUR' | 'CNY';

/** Decimals of each currency's minor unit: what an amount shows unless told otherwise. */
const minorDigits: Record<Currency, number> = { KRW: 0, USD: 2, EUR: 2, CNY: 2 };

type Pattern = { before?: string; after?: string };

/**
 * Decided with the copy (docs/decisions/011): Korean writes won as `231,000원`; Chinese readers
 * write `231,000韩元` and `人民币1,216元` (`¥` is the yen as often as the yuan); Spanish puts
 * the sign after the amount, as Spain writes it (`149 €`, `231.000 KRW`). The rest is what
 * the site showed before (CLDR's symbols).
 */
const moneyPatterns: Record<Language, Record<Currency, Pattern>> = {
  ko: {
    KRW: { after: '원' },
    USD: { before: 'US$' },
    EUR: { before: '€' },
    CNY: { before: 'CN¥' },
  },
  en: { KRW: { before: '₩' }, USD: { before: '$' }, EUR: { before: '€' }, CNY: { before: 'CN¥' } },
  zh: {
    KRW: { after: '韩元' },
    USD: { before: 'US$' },
    EUR: { before: '€' },
    CNY: { before: '人民币', after: '元' },
  },
  es: {
    KRW: { after: `${NBSP}KRW` },
    USD: { after: `${NBSP}US$` },
    EUR: { after: `${NBSP}€` },
    CNY: { after: `${NBSP}CNY` },
  },
};

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(minorDigits, code);
}

/**
 * An amount of money as the page's language writes it. `fractionDigits` defaults to the
 * currency's (`₩231,000`, `$12.50`). A code the site does not know (a product from the API in
 * another currency, or a typo in the shop's data) is written after the amount: `39,000 JPY`.
 */
export function formatMoney(
  lang: Language,
  value: number,
  currency: string,
  fractionDigits?: number,
): string {
  if (!isCurrency(currency)) {
    const digits = fractionDigits ?? 2;
    return `${formatNumber(lang, value, { maximumFractionDigits: digits })} ${currency}`;
  }
  const digits = fractionDigits ?? minorDigits[currency];
  const number = formatNumber(lang, value, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const { before = '', after = '' } = moneyPatterns[lang][currency];
  return `${before}${number}${after}`;
}

type ListRules = { separator: string; last: string; pair: string };

/**
 * `A, B and C` (British English, as the copy writes it: no comma before `and`), `A, B 및 C`,
 * `A、B和C`, `A, B y C`: a list of things that all hold.
 */
const listRules: Record<Language, ListRules> = {
  en: { separator: ', ', last: ' and ', pair: ' and ' },
  ko: { separator: ', ', last: ' 및 ', pair: ' 및 ' },
  zh: { separator: '、', last: '和', pair: '和' },
  es: { separator: ', ', last: ' y ', pair: ' y ' },
};

/** Spanish writes `e`, not `y`, before an `i` sound (`i`, `hi`, but not `hie`, `hia`...). */
function spanishAnd(next: string, and: string): string {
  return /^h?[iíIÍ](?![aeiouáéíóú])/i.test(next) ? and.replace('y', 'e') : and;
}

/** A conjunction list (what `Intl.ListFormat` does with `type: 'conjunction'`). */
export function formatList(lang: Language, items: readonly string[]): string {
  const rules = listRules[lang];
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1);
  const last = items[items.length - 1] ?? '';
  // Stryker disable next-line ConditionalExpression,EqualityOperator: each language now joins a pair as it joins a list's last item
  let and = head.length === 1 ? rules.pair : rules.last;
  // Stryker disable next-line ConditionalExpression: only the Spanish conjunction holds a `y` to replace
  if (lang === 'es') and = spanishAnd(last, and);
  return `${head.join(rules.separator)}${and}${last}`;
}
