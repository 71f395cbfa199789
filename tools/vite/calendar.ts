import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Plugin } from 'vite';
import { sessionCalendarPath } from '../../src/config/calendar-paths.ts';
import type { CourseSession } from '../../src/config/course-sessions.ts';
import { allCourseSessions } from '../../src/config/sessions.ts';
import type { CourseId } from '../../src/config/courses.ts';
import { languages, type Language } from '../../src/config/languages.ts';
import type { PageName } from '../../src/config/pages.ts';
import { pagePath } from './seo.ts';

/**
 * An iCalendar file (RFC 5545) per course session and language, for "Add to calendar" after an
 * application: `<outDir>/calendar/<lang>/<session id>.ics`. Written with ical.js, which escapes
 * the text, ends lines in CRLF and folds them by UTF-8 octets (Korean and Chinese venue names
 * are three octets a character). Times are Seoul wall-clock times with the file's own
 * `VTIMEZONE` (Korea keeps +09:00 all year), so a calendar shows the session at 09:00 in Seoul
 * and at the right hour wherever the reader is. The build also checks the content file here:
 * a bad session fails it with the entry and the field named.
 */

/**
 * ical.js folds at `foldLength` octets and then puts the continuation's leading space on top:
 * 74 keeps every physical line within the RFC's 75 octets.
 */
ICAL.foldLength = 74;

const coursePages: Record<CourseId, PageName> = {
  sport: 'certificateSport',
  badminton: 'certificateBadminton',
  pickleball: 'certificatePickleball',
  'table-tennis': 'certificateTableTennis',
};

type CourseTitles = Record<Language, Record<CourseId, string>>;

/** Each course's name per language, as its page titles it (`locales/<lang>/certificate.json`). */
export function courseTitles(root: string): CourseTitles {
  const keyOf = (course: CourseId) =>
    course.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(
    languages.map((lang) => {
      const texts = JSON.parse(
        readFileSync(`${root}/locales/${lang}/certificate.json`, 'utf8'),
      ) as Record<string, { title?: string }>;
      const titles = Object.fromEntries(
        Object.keys(coursePages).map((course) => {
          const title = texts[keyOf(course as CourseId)]?.title;
          if (!title) throw new Error(`locales/${lang}/certificate.json: no title for ${course}`);
          return [course, title];
        }),
      );
      return [lang, titles];
    }),
  ) as CourseTitles;
}

type CalendarOptions = {
  session: CourseSession;
  lang: Language;
  /** The course's name in `lang`. */
  title: string;
  siteOrigin: string;
  /** When the file was made: `DTSTAMP`. */
  stamp: Date;
};

/** `2027-03-13` and `09:00` → `2027-03-13T09:00:00`, a local time of the named zone. */
const localTime = (date: string, time: string) => `${date}T${time}:00`;

/** One session's calendar file, in the page's language. */
export function sessionCalendar({ session, lang, title, siteOrigin, stamp }: CalendarOptions) {
  const url = `${siteOrigin}${pagePath(coursePages[session.course], lang)}`;
  const venue = `${session.venue.name[lang]}, ${session.venue.address[lang]}`;
  const seoul = { tzid: 'Asia/Seoul' };
  const calendar = new ICAL.Component([
    'vcalendar',
    [
      ['version', {}, 'text', '2.0'],
      ['prodid', {}, 'text', '-//TRIO Sports//Course sessions//EN'],
      ['calscale', {}, 'text', 'GREGORIAN'],
      ['method', {}, 'text', 'PUBLISH'],
    ],
    [
      [
        'vtimezone',
        [['tzid', {}, 'text', 'Asia/Seoul']],
        [
          [
            'standard',
            [
              ['dtstart', {}, 'date-time', '1988-10-09T03:00:00'],
              ['tzoffsetfrom', {}, 'utc-offset', '+10:00'],
              ['tzoffsetto', {}, 'utc-offset', '+09:00'],
              ['tzname', {}, 'text', 'KST'],
            ],
            [],
          ],
        ],
      ],
      [
        'vevent',
        [
          ['uid', {}, 'text', `${session.id}@${new URL(siteOrigin).hostname}`],
          ['dtstamp', {}, 'date-time', stamp.toISOString().replace(/\.\d+Z$/, 'Z')],
          ['dtstart', seoul, 'date-time', localTime(session.date, session.start)],
          ['dtend', seoul, 'date-time', localTime(session.date, session.end)],
          ['summary', {}, 'text', title],
          ['location', {}, 'text', venue],
          ['description', {}, 'text', url],
          ['url', {}, 'uri', url],
          ['status', {}, 'text', 'CONFIRMED'],
          ['transp', {}, 'text', 'OPAQUE'],
        ],
        [],
      ],
    ],
  ]);
  return `${calendar.toString()}\r\n`;
}

/** Every session's file, per language: path under the output folder → content. */
export function calendarFiles(
  sessions: readonly CourseSession[],
  titles: CourseTitles,
  siteOrigin: string,
  stamp: Date,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const session of sessions) {
    for (const lang of languages) {
      files.set(
        sessionCalendarPath(lang, session.id).slice(1),
        sessionCalendar({ session, lang, title: titles[lang][session.course], siteOrigin, stamp }),
      );
    }
  }
  return files;
}

/**
 * Makes a calendar file per session and language of `content/sessions.json` (checked by the
 * content check before this runs), and emits the calendar files with the client build; the dev server answers them from memory.
 */
export function courseCalendars({ siteOrigin }: { siteOrigin: string }): Plugin {
  let files = new Map<string, string>();
  return {
    name: 'trio:course-calendars',
    configResolved(config) {
      files = calendarFiles(allCourseSessions, courseTitles(config.root), siteOrigin, new Date());
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.get((request.url ?? '').split('?')[0]!.slice(1));
        if (!file) return next();
        response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
        response.end(file);
      });
    },
  };
}
