/** The API's name of each certification course (api.md call 10): the app's and the demo API's. */
export const courseIds = ['sport', 'badminton', 'pickleball', 'table-tennis'] as const;
export type CourseId = (typeof courseIds)[number];

/** The sessions of a course day; their titles and contents are per course in the locale file. */
export type SessionKey = 's1' | 's2' | 's3' | 's4' | 's5' | 's6' | 's7';

export type ScheduleSlot =
  | { start: string; end: string; session: SessionKey }
  | { start: string; end: string; session: 'lunch' };

export type MaterialKey = 'handbook' | 'equipment' | 'bring';
export type BenefitKey = 'certificate' | 'practice' | 'extra';

/** A course's facts as staff write them in `content/courses.json` (checked at build). */
export type CourseContent = {
  id: CourseId;
  /** Places per session, given in order of application (spec section 9). */
  capacity: number;
  /** Training hours, lunch not counted (spec section 9): the schedule must add up to them. */
  hours: number;
  feeKrw: number;
  /** The day, `HH:MM` (Korean time), in order. */
  schedule: ScheduleSlot[];
  materials: MaterialKey[];
  benefits: BenefitKey[];
};
