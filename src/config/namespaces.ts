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
  // The course request dialog, its confirmation and My applications: loaded with the dialog.
  'course-request',
  'auth',
  'forms',
  'legal',
] as const;
export type Namespace = (typeof namespaces)[number];

/** What the course request dialog needs besides the page's: loaded with its code, not the page's. */
export const requestDialogNamespaces = [
  'course-request',
  'forms',
] as const satisfies readonly Namespace[];
