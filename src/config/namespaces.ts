/** The translation files of each language: `locales/<lang>/<namespace>.json`. */
export const namespaces = [
  'common',
  // The landing page's own strings: it shows them in all four languages at once.
  'landing',
  'home',
  'company',
  'trio',
  'point',
  'product',
  'community',
  'certificate',
  // One course page's own texts (heading, target, timetable, materials, benefits): the overview
  // and the other course pages do not download them.
  'course-sport',
  'course-badminton',
  'course-pickleball',
  'course-table-tennis',
  // The course request dialog, its confirmation and My applications: loaded with the dialog.
  'course-request',
  'auth',
  'forms',
  'inquiry',
  'legal',
  // The words of a calendar day (month and weekday names, their order): for the pages that
  // show one (courses, points, legal texts), never in every page's first script.
  'dates',
] as const;
export type Namespace = (typeof namespaces)[number];

/** What the course request dialog needs besides the page's: loaded with its code, not the page's. */
export const requestDialogNamespaces = [
  'course-request',
  'forms',
] as const satisfies readonly Namespace[];
