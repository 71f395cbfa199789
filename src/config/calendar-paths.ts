import type { Language } from './languages.ts';

/**
 * A course session's calendar file (`/calendar/en/2027-03-13-daejeon-hanbat.ics`), written by
 * the build (tools/vite/calendar.ts). Apart from the sessions' content, so that `paths` (in every
 * page's first script) does not bring the sessions along.
 */
export function sessionCalendarPath(lang: Language, sessionId: string): string {
  return `/calendar/${lang}/${encodeURIComponent(sessionId)}.ics`;
}
