import type { CourseId } from '@/config/courses';
import type { Language } from '@/config/languages';
import { paths } from '@/config/paths';

/** Where each course's texts live in `locales/<lang>/certificate.json`. */
export type CourseKey = 'sport' | 'badminton' | 'pickleball' | 'tableTennis';

export type CourseKind = 'instructor' | 'referee';

/** The sessions of a course day; their titles and contents are per course in the locale file. */
export type SessionKey = 's1' | 's2' | 's3' | 's4' | 's5' | 's6' | 's7';

export type ScheduleSlot =
  | { start: string; end: string; session: SessionKey }
  | { start: string; end: string; session: 'lunch' };

export type MaterialKey = 'handbook' | 'equipment' | 'bring';
export type BenefitKey = 'certificate' | 'practice' | 'extra';

export type Course = {
  id: CourseId;
  key: CourseKey;
  kind: CourseKind;
  /** The certificate a participant must already hold, if any (spec section 6). */
  requires: CourseId | null;
  path: (lang: Language) => string;
  /** Places per session, given in order of application (spec section 9). */
  capacity: number;
  /** Training hours, lunch not counted (spec section 9). */
  hours: number;
  feeKrw: number;
  schedule: readonly ScheduleSlot[];
  materials: readonly MaterialKey[];
  benefits: readonly BenefitKey[];
};

/** Facts shared by every course (spec section 9); one place to change them. */
const courseDefaults = {
  capacity: 40,
  hours: 8,
  feeKrw: 330_000,
  materials: ['handbook', 'equipment', 'bring'],
  benefits: ['certificate', 'practice', 'extra'],
} as const;

/** Referee days run the same clock; what happens in each slot differs per sport. */
const refereeSchedule: readonly ScheduleSlot[] = [
  { start: '09:00', end: '10:00', session: 's1' },
  { start: '10:00', end: '11:30', session: 's2' },
  { start: '11:30', end: '12:00', session: 's3' },
  { start: '12:00', end: '13:00', session: 'lunch' },
  { start: '13:00', end: '14:00', session: 's4' },
  { start: '14:00', end: '15:30', session: 's5' },
  { start: '15:30', end: '17:00', session: 's6' },
  { start: '17:00', end: '18:00', session: 's7' },
];

export const courses: readonly Course[] = [
  {
    id: 'sport',
    key: 'sport',
    kind: 'instructor',
    requires: null,
    path: paths.certificateSport,
    ...courseDefaults,
    schedule: [
      { start: '09:00', end: '10:00', session: 's1' },
      { start: '10:00', end: '11:00', session: 's2' },
      { start: '11:00', end: '12:00', session: 's3' },
      { start: '12:00', end: '13:00', session: 'lunch' },
      { start: '13:00', end: '14:30', session: 's4' },
      { start: '14:30', end: '15:30', session: 's5' },
      { start: '15:30', end: '17:00', session: 's6' },
      { start: '17:00', end: '18:00', session: 's7' },
    ],
  },
  {
    id: 'badminton',
    key: 'badminton',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificateBadminton,
    ...courseDefaults,
    schedule: refereeSchedule,
  },
  {
    id: 'pickleball',
    key: 'pickleball',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificatePickleball,
    ...courseDefaults,
    schedule: refereeSchedule,
  },
  {
    id: 'table-tennis',
    key: 'tableTennis',
    kind: 'referee',
    requires: 'sport',
    path: paths.certificateTableTennis,
    ...courseDefaults,
    schedule: refereeSchedule,
  },
];

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
