import type { Language } from '@/config/languages';
import { formatNumber } from '@/lib/locale-format';

/** The company's calendar: a notice dated late at night in Seoul is that day's everywhere. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** CLDR's abbreviations, as Spanish readers see them in `5 sept 2026`. */
const spanishMonths = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
];

/**
 * A date as readers of the page's language write it (`2026. 1. 20.`, `20 January 2026`,
 * `2026年1月20日`, `20 ene 2026`): English is British on this site, as in its copy. Written by
 * the site's own rules in Seoul's calendar, not by `Intl` in the reader's time zone: notices and
 * their lists are pre-rendered, and the build machine and every browser must write the same
 * text, or hydration throws the page away (docs/decisions/011-locale-formatting.md).
 */
export function formatDate(iso: string, lang: Language): string {
  const date = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  switch (lang) {
    case 'ko':
      return `${year}. ${month + 1}. ${day}.`;
    case 'zh':
      return `${year}年${month + 1}月${day}日`;
    case 'es':
      return `${day} ${spanishMonths[month]} ${year}`;
    default:
      return `${day} ${englishMonths[month]} ${year}`;
  }
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
