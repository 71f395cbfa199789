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
