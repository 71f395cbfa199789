import type { CourseId } from './courses.ts';
import type { CourseSession } from './sessions.ts';

/**
 * What the pages ask of the dated sessions of the certification courses (decisions.md, "Course
 * sessions"): staff write them in `content/sessions.json` (read by `./sessions.ts`), which the
 * build checks (`tools/content/schema.ts`), so the app reads them without checking again. The
 * sessions are passed in: a course page holds its own course's only, and this module none.
 */
export type { CourseSession, SessionStatus } from './sessions.ts';

/** Korea has kept one offset all year since 1988: no daylight saving to look up. */
const SEOUL_OFFSET = '+09:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Seoul wall-clock time happens: `seoulInstant('2027-03-13', '09:00')`. */
export function seoulInstant(date: string, time = '00:00'): number {
  return Date.parse(`${date}T${time}:00${SEOUL_OFFSET}`);
}

/** True once the application deadline's day has ended in Asia/Seoul. */
export function deadlinePassed(session: CourseSession, now: number): boolean {
  return now >= seoulInstant(session.applicationDeadline) + DAY_MS;
}

/** Can be applied for now: open, and its application deadline has not passed in Seoul. */
export function isSessionOpen(session: CourseSession, now: number): boolean {
  return session.status === 'open' && !deadlinePassed(session, now);
}

/**
 * A course's sessions a page lists at `now`: those whose deadline has not passed (open, full or
 * closed: a full one tells a visitor to apply earlier next time), earliest first.
 */
export function courseSessions(
  course: CourseId | null,
  now: number,
  sessions: readonly CourseSession[],
): CourseSession[] {
  return sessions
    .filter(
      (session) => (course === null || session.course === course) && !deadlinePassed(session, now),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

/** A session by its id, whatever its date (an application names it long after). */
export function sessionById(
  id: string | null | undefined,
  sessions: readonly CourseSession[],
): CourseSession | undefined {
  return id ? sessions.find((session) => session.id === id) : undefined;
}
