/*
 * Calendar days by the project's own rules, not the browser's `Intl`, for the same reason as
 * ./locale-format.ts (decision 011): a pre-rendered day is written again while React hydrates,
 * in an engine whose locale data may differ. The words and their order (month and weekday names,
 * `{{day}} {{month}} {{year}}`) are each language's translations: a page downloads its own
 * language's only (src/features/courses/lib/format-day.ts).
 */

export type DayParts = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 (Sunday) to 6, as `Date#getUTCDay` counts. */
  weekday: number;
};

/**
 * The parts of a calendar day as content writes it (`2027-03-13`, no time zone involved), with
 * its weekday; null for anything but a `YYYY-MM-DD` day.
 */
export function dayParts(text: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

/** A span of clock times on one day: `09:00–18:00`, an en dash between them in every language. */
export function formatTimeRange(start: string, end: string): string {
  return `${start}\u2013${end}`;
}
