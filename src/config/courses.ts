/** The API's name of each certification course (api.md call 10): the app's and the demo API's. */
export const courseIds = ['sport', 'badminton', 'pickleball', 'table-tennis'] as const;
export type CourseId = (typeof courseIds)[number];
