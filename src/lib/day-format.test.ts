import { describe, expect, it } from 'vitest';
import { dayParts, formatTimeRange } from './day-format';

describe('dayParts', () => {
  it('reads a YYYY-MM-DD day and finds its weekday, without Intl', () => {
    expect(dayParts('2027-03-13')).toEqual({ year: 2027, month: 3, day: 13, weekday: 6 });
  });

  it('knows every weekday, across months, years and a leap day', () => {
    const days = ['2027-01-01', '2027-01-02', '2027-01-03', '2028-02-29', '2027-12-31'];
    expect(days.map((day) => dayParts(day)?.weekday)).toEqual([5, 6, 0, 2, 5]);
  });

  it('is null for what is not a YYYY-MM-DD day', () => {
    expect(dayParts('soon')).toBeNull();
    expect(dayParts('2027-3-13')).toBeNull();
  });
});

describe('formatTimeRange', () => {
  it('writes a time span with an en dash', () => {
    expect(formatTimeRange('09:00', '18:00')).toBe('09:00–18:00');
  });
});
