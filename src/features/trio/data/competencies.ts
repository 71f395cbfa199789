/** The three core competencies, in the order every language lists them. */
export const competencies = ['balance', 'competitiveness', 'collaboration'] as const;
export type Competency = (typeof competencies)[number];
