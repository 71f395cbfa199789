import { intlLocales, type Language } from '@/config/languages';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per language and options, kept for the page's life: creating one costs
 * far more than formatting with it, and a course or points page formats a dozen amounts while it
 * hydrates.
 */
export function numberFormat(
  lang: Language,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[lang], options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A won amount as the page's language writes it: Korean readers write `231,000원` (the `₩` sign
 * is for foreigners), every other language uses `Intl`'s currency style (`₩231,000`,
 * `231.000 KRW`). The number goes through `Intl` either way.
 */
export function formatWon(
  lang: Language,
  value: number,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> = {},
): string {
  if (lang === 'ko') return `${numberFormat(lang, options).format(value)}원`;
  return numberFormat(lang, { style: 'currency', currency: 'KRW', ...options }).format(value);
}
