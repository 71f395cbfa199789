import { array, number, object, string, ValidationError } from 'yup';
import { courseIds } from './courses.ts';
import { languages } from './languages.ts';
import { sessionStatuses, type CourseSession } from './course-sessions.ts';

/**
 * The rules of `content/course-sessions.json`, checked when the site is built (tools/vite) and by
 * the unit tests; never in the browser. Messages name the entry, the field and the language.
 */
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A real calendar day: `2027-02-30` matches the pattern but is no date. */
const realDate = (value: string | undefined) =>
  !value || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const date = () =>
  string()
    .required()
    .matches(DATE, '${path} must be a date written YYYY-MM-DD')
    .test('real-date', '${path} is not a day of the calendar', realDate);
const time = () => string().required().matches(TIME, '${path} must be a time written HH:MM');

const localized = () =>
  object(Object.fromEntries(languages.map((lang) => [lang, string().trim().required()])))
    .noUnknown()
    .required();

const sessionSchema = object({
  id: string()
    .required()
    .matches(ID, '${path} must be the date and a place in lower case: 2027-03-13-seoul-jamsil'),
  course: string().required().oneOf(courseIds),
  date: date(),
  startTime: time(),
  endTime: time().test('after-start', '${path} must come after startTime', function (end) {
    const start = (this.parent as { startTime?: string }).startTime;
    return !end || !start || end > start;
  }),
  venue: object({ name: localized(), address: localized() }).noUnknown().required(),
  mapQuery: string().trim().required(),
  capacity: number().required().integer().min(1),
  status: string().required().oneOf(sessionStatuses),
  applicationDeadline: date().test(
    'before-day',
    '${path} must be on or before the session date',
    function (deadline) {
      const day = (this.parent as { date?: string }).date;
      return !deadline || !day || deadline <= day;
    },
  ),
  paymentDeadline: date().test(
    'before-day',
    '${path} must be on or before the session date',
    function (deadline) {
      const day = (this.parent as { date?: string }).date;
      return !deadline || !day || deadline <= day;
    },
  ),
})
  .noUnknown('${path} has a field the site does not know: ${unknown}')
  .test('id-date', '${path}.id must start with its date', (session) =>
    session.id && session.date ? session.id.startsWith(`${session.date}-`) : true,
  );

const fileSchema = array()
  .of(sessionSchema)
  .required()
  .test('unique-ids', 'two sessions have the id ${duplicate}', function (sessions) {
    const seen = new Set<string>();
    for (const session of sessions ?? []) {
      if (seen.has(session.id)) {
        return this.createError({ params: { duplicate: session.id } });
      }
      seen.add(session.id);
    }
    return true;
  });

/**
 * Checks the content file's sessions. Returns them typed, or throws one error whose message
 * lists every problem, each naming the entry (`[3]` and its id) and the field
 * (`venue.name.zh`).
 */
export function validateCourseSessions(input: unknown, file = 'content/course-sessions.json') {
  try {
    return fileSchema.validateSync(input, { abortEarly: false, strict: true }) as CourseSession[];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const entries = Array.isArray(input) ? (input as Array<{ id?: unknown }>) : [];
    const lines = error.errors.map((message) =>
      message.replace(/^\[(\d+)\]/, (whole, index: string) => {
        const id = entries[Number(index)]?.id;
        return typeof id === 'string' ? `${whole} (${id})` : whole;
      }),
    );
    throw new Error(`${file}:\n  ${lines.join('\n  ')}`);
  }
}
