import data from '../../content/sessions.json' with { type: 'json' };
import type { CourseId } from './courses';
import type { Language } from './languages';

export type SessionStatus = 'open' | 'full' | 'closed';

/**
 * One date of a course, as staff write it in `content/sessions.json` (checked at build). Dates
 * are `YYYY-MM-DD` and times `HH:MM`, Korean time (Asia/Seoul).
 */
export type CourseSession = {
  /** `YYYY-MM-DD-<place>`: stable once published, sent to the API as `sessionId`. */
  id: string;
  course: CourseId;
  date: string;
  start: string;
  end: string;
  venue: { name: Record<Language, string>; address: Record<Language, string> };
  /** The venue's address as Korean map services search for it. */
  mapQuery: string;
  capacity: number;
  status: SessionStatus;
  /** Applications are taken up to the end of this day (Seoul). */
  applicationDeadline: string;
  /** The fee must arrive by the end of this day (Seoul). */
  paymentDeadline: string;
};

/** Every session, in date order (the build checks it). */
export const courseSessions: readonly CourseSession[] = (data as { sessions: CourseSession[] })
  .sessions;

/** The end of a `YYYY-MM-DD` day in Korea (+09:00 all year: no daylight saving). */
export function endOfSeoulDay(date: string): number {
  return Date.parse(`${date}T00:00:00+09:00`) + 24 * 60 * 60 * 1000;
}

/**
 * Whether a session takes applications at `now`. A page built earlier decides this again in the
 * browser after hydrating (never during it: the first render repeats what the build wrote).
 */
export function sessionTakesApplications(session: CourseSession, now: Date): boolean {
  return session.status === 'open' && now.getTime() < endOfSeoulDay(session.applicationDeadline);
}
