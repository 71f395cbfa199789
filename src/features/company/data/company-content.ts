import { paths } from '@/config/paths';

/**
 * The order of the company pages' copy blocks. The text itself lives in
 * `locales/<lang>/company.json` under these ids, so adding a block means one id here and one
 * entry in each locale file (the locale test catches a missing one).
 */

/** What the company does, each with the page that explains it. */
export const services = [
  { id: 'sport', to: paths.trio },
  { id: 'app', to: paths.trioApp },
  { id: 'courses', to: paths.certificate },
] as const;

export const audiences = [
  'teachers',
  'schools',
  'companies',
  'military',
  'hospitals',
  'public',
] as const;

export const greetingParagraphs = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/** The paragraph the company page quotes: it explains the game without the letter around it. */
export const greetingExcerpt = 'p3' satisfies (typeof greetingParagraphs)[number];

/** The vision house's pillars, the three scored competencies first. */
export const coreValues = [
  'balance',
  'competitiveness',
  'collaboration',
  'fairness',
  'inclusion',
] as const;

/** The vision house's foundation. */
export const goals = ['schools', 'instructors', 'app', 'organisations', 'world'] as const;
