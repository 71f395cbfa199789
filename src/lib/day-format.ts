import type { Language } from '@/config/languages';

/*
 * How each language writes a calendar day, by the project's own rules and not the browser's
 * `Intl`, for the same reason as ./locale-format.ts (decision 011): a pre-rendered day is
 * written again while React hydrates, in an engine whose locale data may differ. Apart from
 * ./locale-format.ts so that only pages that show dates download the month and weekday names.
 */

type DateRules = {
  months: readonly string[];
  weekdays: readonly string[];
  date: (year: number, month: string, day: number) => string;
  withWeekday: (date: string, weekday: string) => string;
};

/** Sunday first, as `Date#getUTCDay` counts. */
const dateRules: Record<Language, DateRules> = {
  ko: {
    months: [],
    weekdays: ['일', '월', '화', '수', '목', '금', '토'],
    date: (year, month, day) => `${year}년 ${month}월 ${day}일`,
    withWeekday: (date, weekday) => `${date} (${weekday})`,
  },
  en: {
    months: [
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
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    date: (year, month, day) => `${day} ${month} ${year}`,
    withWeekday: (date, weekday) => `${weekday} ${date}`,
  },
  zh: {
    months: [],
    weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    date: (year, month, day) => `${year}年${month}月${day}日`,
    withWeekday: (date, weekday) => `${date}（${weekday}）`,
  },
  es: {
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    date: (year, month, day) => `${day} de ${month} de ${year}`,
    withWeekday: (date, weekday) => `${weekday}, ${date}`,
  },
};

/**
 * A calendar day (`2027-03-13`, a day as content writes it, no time zone involved) as the
 * language writes it: `2027년 3월 13일 (토)`, `Saturday 13 March 2027` (British, as the site's
 * English), `2027年3月13日（星期六）`, `sábado, 13 de marzo de 2027`. Without `weekday`, the
 * date alone. Anything but a `YYYY-MM-DD` day is returned as given.
 */
export function formatDay(lang: Language, day: string, { weekday = false } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const rules = dateRules[lang];
  const monthName = rules.months[month - 1] ?? String(month);
  const text = rules.date(year, monthName, date);
  if (!weekday) return text;
  const index = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return rules.withWeekday(text, rules.weekdays[index] ?? '');
}

/** A span of clock times on one day: `09:00–18:00`, an en dash between them in every language. */
export function formatTimeRange(start: string, end: string): string {
  return `${start}\u2013${end}`;
}
