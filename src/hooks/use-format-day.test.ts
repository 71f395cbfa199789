import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { formatDay } from './use-format-day';

beforeAll(() => Promise.all(languages.map((lang) => loadNamespaces(lang, ['dates']))));

const inLanguage = (lang: (typeof languages)[number]) => i18n.getFixedT(lang, 'dates');

describe('formatDay', () => {
  it.each([
    ['ko', '2027년 3월 13일 (토)', '2027년 3월 5일'],
    ['en', 'Saturday 13 March 2027', '5 March 2027'],
    ['zh', '2027年3月13日（星期六）', '2027年3月5日'],
    ['es', 'sábado, 13 de marzo de 2027', '5 de marzo de 2027'],
  ] as const)(
    '%s writes the day with its weekday, in its own words',
    (lang, withWeekday, plain) => {
      expect(formatDay(inLanguage(lang), '2027-03-13', { weekday: true })).toBe(withWeekday);
      expect(formatDay(inLanguage(lang), '2027-03-05')).toBe(plain);
    },
  );

  it('names every month and weekday', () => {
    const t = inLanguage('en');
    const days = ['2027-01-01', '2027-02-07', '2027-04-05', '2028-02-29', '2027-12-31'];
    expect(days.map((day) => formatDay(t, day, { weekday: true }))).toEqual([
      'Friday 1 January 2027',
      'Sunday 7 February 2027',
      'Monday 5 April 2027',
      'Tuesday 29 February 2028',
      'Friday 31 December 2027',
    ]);
    const spanish = inLanguage('es');
    expect(
      Array.from({ length: 12 }, (_, index) =>
        formatDay(spanish, `2027-${String(index + 1).padStart(2, '0')}-01`),
      ).map((text) => text.split(' de ')[1]),
    ).toEqual([
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
    ]);
  });

  it('returns what is not a YYYY-MM-DD day as given', () => {
    expect(formatDay(inLanguage('en'), 'soon')).toBe('soon');
  });
});
