import content from '../../../../content/courses.json' with { type: 'json' };
import type { CourseContent, CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';

/**
 * Where each course's title and summary live in `locales/<lang>/certificate.json`; its page's own
 * texts are `locales/<lang>/course-<id>.json` (`courseNamespace`).
 */
export type CourseKey = 'sport' | 'badminton' | 'pickleball' | 'tableTennis';

export type CourseKind = 'instructor' | 'referee';

/** The translations only the course's own page loads. */
export function courseNamespace(id: CourseId) {
  return `course-${id}` as const;
}

export type Course = CourseContent & {
  key: CourseKey;
  kind: CourseKind;
  /** The certificate a participant must already hold, if any (spec section 6). */
  requires: CourseId | null;
  path: (lang: Language) => string;
};

/**
 * What each course is, which never changes without the site changing too; its facts (fee,
 * capacity, hours, the day's timetable, materials, benefits) are content: `content/courses.json`.
 */
const structure: Record<CourseId, Omit<Course, keyof CourseContent>> = {
  sport: { key: 'sport', kind: 'instructor', requires: null, path: paths.certificateSport },
  badminton: {
    key: 'badminton',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificateBadminton,
  },
  pickleball: {
    key: 'pickleball',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificatePickleball,
  },
  'table-tennis': {
    key: 'tableTennis',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificateTableTennis,
  },
};

/** In the order staff list them (the build checks that every course is there once). */
export const courses: readonly Course[] = (content.courses as CourseContent[]).map((facts) => ({
  ...facts,
  ...structure[facts.id],
}));

export function courseById(id: CourseId): Course {
  const course = courses.find((candidate) => candidate.id === id);
  // The union type makes this unreachable; the check keeps `noUncheckedIndexedAccess` honest.
  if (!course) throw new Error(`Unknown course "${id}"`);
  return course;
}

/** Minutes between two `HH:MM` times of the same day. */
export function minutesBetween(start: string, end: string): number {
  const toMinutes = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return hours * 60 + minutes;
  };
  return toMinutes(end) - toMinutes(start);
}

/** Training minutes of a day, lunch left out: must add up to `hours` (a test checks). */
export function trainingMinutes(course: Course): number {
  return course.schedule
    .filter((slot) => slot.session !== 'lunch')
    .reduce((sum, slot) => sum + minutesBetween(slot.start, slot.end), 0);
}
