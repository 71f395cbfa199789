import { describe, expect, it } from 'vitest';
import { formatDay, formatTimeRange } from './day-format';

describe('formatDay', () => {
  it.each([
    ['ko', '2027년 3월 13일 (토)', '2027년 3월 5일'],
    ['en', 'Saturday 13 March 2027', '5 March 2027'],
    ['zh', '2027年3月13日（星期六）', '2027年3月5日'],
    ['es', 'sábado, 13 de marzo de 2027', '5 de marzo de 2027'],
  ] as const)('%s writes the day with its weekday, without Intl', (lang, withWeekday, plain) => {
    expect(formatDay(lang, '2027-03-13', { weekday: true })).toBe(withWeekday);
    expect(formatDay(lang, '2027-03-05')).toBe(plain);
  });

  it('knows every weekday, across months and a leap day', () => {
    const days = ['2027-01-01', '2027-01-02', '2027-01-03', '2028-02-29', '2027-12-31'];
    expect(days.map((day) => formatDay('en', day, { weekday: true }))).toEqual([
      'Friday 1 January 2027',
      'Saturday 2 January 2027',
      'Sunday 3 January 2027',
      'Tuesday 29 February 2028',
      'Friday 31 December 2027',
    ]);
  });

  it('returns what is not a YYYY-MM-DD day as given', () => {
    expect(formatDay('en', 'soon')).toBe('soon');
  });

  it('writes a time span with an en dash', () => {
    expect(formatTimeRange('09:00', '18:00')).toBe('09:00–18:00');
  });
});
