import data from '../../content/course-sessions.json' with { type: 'json' };
import type { CourseId } from './courses.ts';
import type { Language } from './languages.ts';

/**
 * The dated sessions of the certification courses (decisions.md, "Course sessions"), as staff
 * write them in `content/course-sessions.json`. The build checks the file against
 * `./course-sessions-schema.ts` (a bad entry fails it, naming the entry and the field), so the
 * app reads it without checking again: no schema library in a public page.
 */
export type SessionStatus = 'open' | 'full' | 'closed';

type Localized = Record<Language, string>;

export type CourseSession = {
  /** `YYYY-MM-DD-<place>`: stable, sent to the API as `sessionId`. */
  id: string;
  course: CourseId;
  /** The day, `YYYY-MM-DD`, in Asia/Seoul. */
  date: string;
  /** `HH:MM`, Asia/Seoul. */
  startTime: string;
  endTime: string;
  venue: { name: Localized; address: Localized };
  /** The address as Korean map services search for it. */
  mapQuery: string;
  capacity: number;
  status: SessionStatus;
  /** The last day applications are taken (`YYYY-MM-DD`, until midnight in Asia/Seoul). */
  applicationDeadline: string;
  /** The last day for the bank transfer (`YYYY-MM-DD`, Asia/Seoul). */
  paymentDeadline: string;
};

export const sessionStatuses = ['open', 'full', 'closed'] as const satisfies SessionStatus[];

/** Every session of the content file, as written (the build has checked it). */
export const allCourseSessions = data as readonly CourseSession[];

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
  sessions: readonly CourseSession[] = allCourseSessions,
): CourseSession[] {
  return sessions
    .filter(
      (session) => (course === null || session.course === course) && !deadlinePassed(session, now),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

/** A session by its id, whatever its date (an application names it long after). */
export function sessionById(
  id: string | null | undefined,
  sessions: readonly CourseSession[] = allCourseSessions,
): CourseSession | undefined {
  return id ? sessions.find((session) => session.id === id) : undefined;
}
