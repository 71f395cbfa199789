import { intlLocales, type Language } from '@/config/languages';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A date as readers of the page's language write it (`2026. 1. 20.`). English is British on this
 * site, as in its copy and legal texts: `20 January 2026`, not the `en-US` `Jan 20, 2026`.
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
 * A file size in KB or MB (binary multiples, as file managers show them). Small files show as
 * a fraction of a KB rather than in bytes, whose unit name Intl leaves untranslated in some
 * languages.
 */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(bytes / KB, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(intlLocales[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** `PDF` for `rule-book.pdf`: a short label of the file's type. */
export function fileExtension(fileName: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return match?.[1]?.toUpperCase();
}
