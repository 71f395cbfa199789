import { intlLocales, type Language } from '@/config/languages';
import { formatNumber } from '@/lib/locale-format';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A date as readers of the page's language write it (`2026. 1. 20.`). English is British on this
 * site, as in its copy and legal texts: `20 January 2026`, not the `en-US` `Jan 20, 2026`.
 *
 * The browser's `Intl` may format these: every date on the site comes from the API and renders
 * only after hydration (the pre-rendered lists are placeholders), so no pre-rendered text depends
 * on it. A date rendered at build time would have to follow src/lib/locale-format.ts instead.
 */
export function formatDate(iso: string, lang: Language): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format =
      lang === 'en'
        ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' })
        : new Intl.DateTimeFormat(intlLocales[lang], { dateStyle: 'medium' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

const KB = 1024;
const MB = KB * 1024;

/**
 * A file size in kB or MB (binary multiples, as file managers show them), one decimal at most.
 * Small files show as a fraction of a kB rather than in bytes. Korean writes the unit against
 * the number (`2.1kB`), the other languages after a no-break space (`2,1 kB`).
 */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'MB'] : [Math.max(bytes / KB, 0.1), 'kB'];
  const number = formatNumber(lang, value, { maximumFractionDigits: 1 });
  return `${number}${lang === 'ko' ? '' : '\u00a0'}${unit}`;
}

/** `PDF` for `rule-book.pdf`: a short label of the file's type. */
export function fileExtension(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return match?.[1]?.toUpperCase();
}
