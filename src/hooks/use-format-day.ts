import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dayParts } from '@/lib/day-format';

type Month = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';
type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/**
 * A calendar day (`2027-03-13`) as the language writes it, with the words and order of its
 * `dates` translations: `2027년 3월 13일 (토)`, `Saturday 13 March 2027`
 * (British, as the site's English), `2027年3月13日（星期六）`, `sábado, 13 de marzo de 2027`.
 * Without `weekday`, the date alone. Anything but a `YYYY-MM-DD` day is returned as given.
 */
export function formatDay(t: TFunction<'dates'>, text: string, { weekday = false } = {}): string {
  const parts = dayParts(text);
  if (!parts) return text;
  const month = t(`months.${String(parts.month) as Month}`);
  const date = t('day', { year: parts.year, month, day: parts.day });
  if (!weekday) return date;
  return t('withWeekday', {
    date,
    weekday: t(`weekdays.${String(parts.weekday) as Weekday}`),
  });
}

/** `formatDay` in the page's language. */
export function useFormatDay() {
  const { t } = useTranslation('dates');
  return (text: string, options?: { weekday?: boolean }) => formatDay(t, text, options);
}
