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
  'auth',
  'forms',
  'inquiry',
  'legal',
] as const;
export type Namespace = (typeof namespaces)[number];
