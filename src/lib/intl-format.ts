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
