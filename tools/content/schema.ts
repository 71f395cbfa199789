/**
 * The schema of every file in `content/` (docs/decisions/018-content.md): Yup, which the app
 * already uses for its forms. Each schema is typed against the type the app reads the file as
 * (src/config), so a field the code expects and the schema does not check is a type error. The
 * build checks every file with it (validate.ts) and the editor's configuration at /admin/ is
 * generated from it (cms-config.ts). Messages are written for the staff who edit the files.
 */
import * as yup from 'yup';
import { courseIds, type CourseContent } from '../../src/config/courses.ts';
import { languages } from '../../src/config/languages.ts';
import { pageNames, pages } from '../../src/config/pages.ts';
import type { PopupContent, SimplePageName } from '../../src/config/popup.ts';
import type { PricingContent } from '../../src/config/pricing.ts';
import type { CourseSession } from '../../src/config/sessions.ts';
import type { LegalFacts } from '../../src/config/legal.ts';
import {
  legalPlaceholders,
  placeholderPattern,
  type LegalDocument,
} from '../../src/config/legal-documents.ts';
import type { Company, CompanyChannels, Localized } from '../../src/config/site.ts';
import type { VerificationCodes } from '../../src/config/verification.ts';

/** What the editor shows for a field: its label and, where it is not a one-line text, its kind. */
export type FieldMeta = {
  label: string;
  hint?: string;
  /** A longer text: a text area in the editor. */
  multiline?: boolean;
};

const meta = (label: string, extra: Omit<FieldMeta, 'label'> = {}): FieldMeta => ({
  label,
  ...extra,
});

const htmlTag = /<\/?[a-z!][^>]*>/i;

/** A plain text: required, and no HTML (the site writes it as text; a tag would show as such). */
const plainText = (label: string, extra: Omit<FieldMeta, 'label'> = {}) =>
  yup
    .string()
    .strict()
    .typeError('must be a text')
    .required('is empty: write the text')
    .test('plain', 'contains HTML (“${value}”): write plain text, without tags', (value) =>
      value === undefined ? true : !htmlTag.test(value),
    )
    .meta(meta(label, extra));

/** The same text in the four languages of the site, each required. */
const localized = (label: string, extra: Omit<FieldMeta, 'label'> = {}) =>
  yup
    .object({
      ko: plainText('한국어 (Korean)', extra),
      en: plainText('English', extra),
      zh: plainText('中文 (Chinese)', extra),
      es: plainText('Español (Spanish)', extra),
    })
    .required('is missing')
    .meta({ ...meta(label, extra), localized: true }) as yup.ObjectSchema<Localized>;

const whole = (label: string, hint?: string) =>
  yup
    .number()
    .strict()
    .typeError('must be a plain number, without separators or units (231000, not “231,000”)')
    .integer('must be a whole number')
    .min(0, 'cannot be negative')
    .required('is empty: write the number')
    .meta(meta(label, { hint }));

const decimal = (label: string, hint?: string) =>
  yup
    .number()
    .strict()
    .typeError('must be a plain number with a point for decimals (0.22, not “0,22”)')
    .positive('must be more than 0')
    .required('is empty: write the number')
    .meta(meta(label, { hint }));

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return (
    date.getUTCFullYear() === y &&
    // Stryker disable next-line ConditionalExpression: a month or day out of range moves both (or the year): either check alone catches it
    date.getUTCMonth() + 1 === m &&
    // Stryker disable next-line ConditionalExpression: as above
    date.getUTCDate() === d
  );
}

const isCalendarDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);

/** `YYYY-MM-DD`. */
const date = (label: string, hint?: string) =>
  yup
    .string()
    .strict()
    .required('is empty: write the date as YYYY-MM-DD')
    .test(
      // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
      'date',
      'is not a date: write it as YYYY-MM-DD (2027-01-16), not “${value}”',
      (value) => value === undefined || isCalendarDateText(value),
    )
    .meta({ ...meta(label, { hint }), format: 'date' });

/** `HH:MM`, 24 hours. */
const time = (label: string) =>
  yup
    .string()
    .strict()
    .required('is empty: write the time as HH:MM')
    .matches(
      /^([01]\d|2[0-3]):[0-5]\d$/,
      'is not a time: write it as HH:MM (09:00), not “${value}”',
    )
    .meta({ ...meta(label), format: 'time' });

/** `YYYY-MM-DDTHH:mm`, Korean time. */
const dateTime = (label: string, hint?: string) =>
  yup
    .string()
    .strict()
    .required('is empty: write the date and time as YYYY-MM-DDTHH:MM')
    .test(
      // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
      'date-time',
      'is not a date and time: write it as YYYY-MM-DDTHH:MM (2027-01-16T09:00), not “${value}”',
      (value) =>
        value === undefined ||
        (/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) &&
          isCalendarDate(value.slice(0, 10))),
    )
    .meta({ ...meta(label, { hint }), format: 'datetime' });

/** An address off the site: https only. */
const link = (label: string) =>
  yup
    .string()
    .strict()
    .required('is empty: write the address (https://…)')
    .matches(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be a full https:// address, not “${value}”')
    .meta(meta(label));

const email = (label: string) =>
  yup
    .string()
    .strict()
    .required('is empty: write the e-mail address')
    .email('is not an e-mail address: “${value}”')
    .meta(meta(label));

/** May be empty (an engine the company has not registered with). */
const code = (label: string) =>
  yup
    .string()
    .strict()
    .defined('is missing: leave it empty if there is none')
    .matches(/^[\w-]*$/, 'may hold only letters, digits, “-” and “_”: paste the code alone')
    .meta(meta(label));

const simplePages = pageNames.filter((name) => !pages[name].path.includes(':'));

/** A page of this site, by its name in src/config/pages.ts; an address here is refused. */
const sitePage = (label: string) =>
  yup
    .mixed<SimplePageName>()
    .oneOf(
      simplePages as SimplePageName[],
      'must be a page of this site (one of: ${values}), not “${value}”',
    )
    .meta(meta(label));

const laterThan =
  (startField: string, message: string) =>
  (value: string | undefined, context: yup.TestContext) => {
    const start = context.parent[startField] as unknown;
    return typeof start !== 'string' || value === undefined || value > start
      ? true
      : context.createError({ message });
  };

const companySchema: yup.ObjectSchema<Company> = yup.object({
  brand: plainText('Brand'),
  name: localized('Company name'),
  ceo: localized('CEO'),
  businessNumber: plainText('Business registration number (사업자등록번호)').matches(
    /^\d{3}-\d{2}-\d{5}$/,
    'must be written NNN-NN-NNNNN, not “${value}”',
  ),
  mailOrderNumber: localized('Mail-order business number (통신판매업 신고번호)'),
  labAddress: localized('Address'),
  mapQuery: plainText('Address as map services search for it (Korean)'),
  coordinates: yup
    .object({ lat: decimal('Latitude'), lng: decimal('Longitude') })
    .meta(meta('Map position')),
  mapEmbedSpan: yup
    .object({
      lat: decimal('North–south reach (degrees)'),
      lng: decimal('East–west reach (degrees)'),
    })
    .meta(meta('Embedded map reach')),
  subway: yup
    .array(
      yup.object({
        station: localized('Station'),
        lines: localized('Lines'),
        walkMinutes: whole('Minutes on foot'),
      }),
    )
    .required()
    .meta(meta('Nearby subway stations (nearest first)')),
  phone: plainText('Phone, international (+82-…)').matches(/^\+82-[\d-]+$/, 'must start with +82-'),
  phoneDomestic: plainText('Phone, as written in Korea (0…)').matches(
    /^0[\d-]+$/,
    'must start with 0',
  ),
  email: email('E-mail'),
  inquiryReplyDays: whole(
    'Working days to answer an inquiry',
    'What the inquiry form promises: “we will answer within N working days”.',
  ).min(1, 'must be at least 1'),
  bankAccount: yup
    .object({
      bank: localized('Bank'),
      number: plainText('Account number').matches(/^[\d-]+$/, 'may hold only digits and “-”'),
      holder: localized('Account holder'),
    })
    .meta(meta('Bank account for course fees')),
  social: yup
    .array(yup.object({ name: plainText('Network'), url: link('Address') }))
    .required()
    .meta(meta('Social links')),
});

const channelsSchema: yup.ObjectSchema<CompanyChannels> = yup.object({
  kakaoChannel: yup
    .object({ name: plainText('Channel name'), url: link('Channel address') })
    .meta(meta('KakaoTalk channel')),
  appStores: yup
    .object({ appStore: link('App Store'), googlePlay: link('Google Play') })
    .meta(meta('The TRIO app in the stores')),
});

const plan = yup.object({
  tier: yup
    .mixed<'gold' | 'silver' | 'bronze'>()
    .oneOf(['gold', 'silver', 'bronze'])
    .defined()
    .meta(meta('Plan')),
  priceKrw: whole('Price (KRW)'),
  points: whole('Points'),
  priceEur: decimal('Price on the Spanish site (EUR)'),
  eurPerGame: decimal('Price per game on the Spanish site (EUR)'),
});

const pricingSchema: yup.ObjectSchema<PricingContent> = yup.object({
  pointsPerGame: whole('Points per game'),
  plans: yup
    .array(plan)
    .required()
    .min(1, 'needs at least one plan')
    .meta(meta('Point plans (largest first)')),
  exchangeRates: yup
    .object({
      krwPerUsd: decimal('Won per US dollar'),
      krwPerCny: decimal('Won per yuan'),
      asOf: date('Rates as of'),
    })
    .meta(meta('Exchange rates for the approximate amounts')),
  purchase: yup
    .object({
      inApp: yup
        .boolean()
        .strict()
        .required()
        .meta(meta('Sold in the TRIO app', { hint: 'The points page shows the store badges.' })),
      bankTransfer: yup
        .boolean()
        .strict()
        .required()
        .meta(
          meta('Sold by bank transfer', {
            hint: 'To the bank account in the company facts; the page says what to e-mail.',
          }),
        ),
    })
    .test(
      'one-way',
      'offers no way to buy points: tick “Sold in the TRIO app”, “Sold by bank transfer” or both',
      (value) => value.inApp || value.bankTransfer,
    )
    .meta(meta('How points are bought')),
});

const popupTexts = yup
  .object({
    title: plainText('Title'),
    text: plainText('Text', { multiline: true }),
    link: plainText('Button label'),
  })
  .required('is missing');

const popupSchema: yup.ObjectSchema<PopupContent> = yup.object({
  enabled: yup.boolean().strict().required().meta(meta('Show the popup')),
  start: dateTime('Starts (Korean time)'),
  end: dateTime('Ends (Korean time)').test(
    // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
    'after-start',
    laterThan('start', 'ends before it starts: the end must come after the start'),
  ),
  link: sitePage('Button leads to').nullable().defined(),
  texts: yup
    .object(Object.fromEntries(languages.map((lang) => [lang, popupTexts])))
    .meta({ ...meta('Texts'), localized: true }) as unknown as yup.ObjectSchema<
    PopupContent['texts']
  >,
});

const slot = yup.object({
  start: time('From'),
  end: time('To').test('after-start', laterThan('start', 'ends before it starts')),
  session: yup
    .mixed<CourseContent['schedule'][number]['session']>()
    .oneOf(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'lunch'])
    .defined()
    .meta(meta('Session (its title is in the course texts)')),
}) as unknown as yup.ObjectSchema<CourseContent['schedule'][number]>;

const coursesSchema = yup.object({
  courses: yup
    .array(
      yup.object({
        id: yup
          .mixed<CourseContent['id']>()
          .oneOf([...courseIds])
          .defined()
          .meta(meta('Course')),
        capacity: whole('Places'),
        hours: whole('Training hours (lunch not counted)'),
        feeKrw: whole('Fee (KRW)'),
        schedule: yup.array(slot).required().meta(meta('The day')),
        materials: yup
          .array(
            yup
              .mixed<CourseContent['materials'][number]>()
              .oneOf(['handbook', 'equipment', 'bring'])
              .defined(),
          )
          .required()
          .meta(meta('Materials')),
        benefits: yup
          .array(
            yup
              .mixed<CourseContent['benefits'][number]>()
              .oneOf(['certificate', 'practice', 'extra'])
              .defined(),
          )
          .required()
          .meta(meta('Benefits')),
      }) satisfies yup.ObjectSchema<CourseContent>,
    )
    .required()
    .test('every-course', 'must list each course once: ${missing}', function (list) {
      const ids = (list ?? []).map((course) => course.id);
      const missing = courseIds.filter((id) => ids.filter((each) => each === id).length !== 1);
      return missing.length === 0 || this.createError({ params: { missing: missing.join(', ') } });
    })
    .meta(meta('Courses')),
});

const session = yup.object({
  id: plainText('Session id (YYYY-MM-DD-place)').test(
    // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
    'id',
    'must be the date and a place, YYYY-MM-DD-place (2027-01-16-seoul), and start with the session’s date',
    (value, context) =>
      value === undefined ||
      (/^\d{4}-\d{2}-\d{2}-[a-z][a-z0-9-]*$/.test(value) &&
        value.startsWith(String(context.parent.date))),
  ),
  course: yup
    .mixed<CourseSession['course']>()
    .oneOf([...courseIds])
    .defined()
    .meta(meta('Course')),
  date: date('Date'),
  start: time('Starts'),
  end: time('Ends').test('after-start', laterThan('start', 'ends before it starts')),
  venue: yup
    .object({ name: localized('Venue'), address: localized('Address') })
    .meta(meta('Venue')),
  mapQuery: plainText('Address as map services search for it (Korean)'),
  capacity: whole('Places'),
  status: yup
    .mixed<CourseSession['status']>()
    .oneOf(['open', 'full', 'closed'])
    .defined()
    .meta(meta('Status')),
  applicationDeadline: date('Applications until').test(
    // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
    'before-date',
    'is after the session’s date',
    (value, context) =>
      value === undefined || !isCalendarDateText(value) || value <= String(context.parent.date),
  ),
  paymentDeadline: date('Payment until').test(
    // Stryker disable next-line StringLiteral: a check's name is read by nobody (the editor reads only `required` and `integer`)
    'before-date',
    'is after the session’s date',
    (value, context) =>
      value === undefined || !isCalendarDateText(value) || value <= String(context.parent.date),
  ),
}) satisfies yup.ObjectSchema<CourseSession>;

const sessionsSchema = yup.object({
  sessions: yup
    .array(session)
    .required()
    .test('unique', 'has two sessions with the id “${id}”', function (list) {
      const ids = (list ?? []).map((each) => each.id);
      const twice = ids.find((id, index) => ids.indexOf(id) !== index);
      return twice === undefined || this.createError({ params: { id: twice } });
    })
    .meta(meta('Course sessions')),
});

const verificationSchema: yup.ObjectSchema<VerificationCodes> = yup.object({
  google: code('Google Search Console'),
  naver: code('Naver Search Advisor'),
  daum: code('Daum Webmaster Tool'),
  bing: code('Bing Webmaster Tools'),
  baidu: code('Baidu 站长平台'),
});

const legalSchema: yup.ObjectSchema<LegalFacts> = yup.object({
  privacyOfficer: yup
    .object({
      name: localized('Name'),
      position: localized('Position'),
      email: email('E-mail'),
      phone: plainText('Phone, international (+82-…)').matches(
        /^\+82-[\d-]+$/,
        'must start with +82-',
      ),
    })
    .meta(meta('Privacy officer (개인정보 보호책임자)')),
  hostingProvider: yup
    .object({
      name: plainText('Name'),
      url: link('Website'),
      country: localized('Country of its servers (as the privacy policy names it)'),
      privacyContact: email('Its privacy contact (e-mail)'),
    })
    .meta(meta('Hosting provider')),
});

const placeholderNames = Object.keys(legalPlaceholders);

/** A legal text: plain text whose `{{placeholders}}` are all known (src/config/legal-documents.ts). */
const legalText = (label: string, extra: Omit<FieldMeta, 'label'> = {}) =>
  plainText(label, extra).test('placeholders', '', (value, context) => {
    if (value === undefined) return true;
    const unknown = [...value.matchAll(placeholderPattern)]
      .map((match) => match[1] ?? '')
      .find((name) => !placeholderNames.includes(name));
    if (unknown !== undefined) {
      return context.createError({
        message: `has an unknown placeholder “{{${unknown}}}”: use one of ${placeholderNames.map((name) => `{{${name}}}`).join(', ')}`,
      });
    }
    if (/\{\{|\}\}/.test(value.replace(placeholderPattern, ''))) {
      return context.createError({
        message:
          'has a placeholder that is not closed: write it as {{name}}, with two braces each side',
      });
    }
    return true;
  });

const legalSections = (label: string) =>
  yup
    .array(
      yup.object({
        heading: legalText('Heading'),
        body: legalText('Text (one paragraph per line)', {
          multiline: true,
          hint: `Facts are placeholders, never typed: ${placeholderNames.map((name) => `{{${name}}}`).join(', ')}`,
        }),
      }),
    )
    .required('is missing')
    .min(1, 'has no article: write at least one')
    .meta(meta(label));

const legalDocumentSchema = (label: string) =>
  yup.object({
    versions: yup
      .array(
        yup.object({
          version: plainText('Version').matches(
            /^\d+(\.\d+)*$/,
            'must be a version number (1.0, 2.1), not “${value}”',
          ),
          effectiveDate: date('Takes effect on', 'Korean time; also the address of this version'),
          text: yup
            .object({
              ko: legalSections('한국어 (Korean)'),
              en: legalSections('English'),
              zh: legalSections('中文 (Chinese)'),
              es: legalSections('Español (Spanish)'),
            })
            .required('is missing')
            .meta(meta('Text')),
        }),
      )
      .required()
      .min(1, 'has no version: write at least one')
      .test('order', '', function (list) {
        const versions = list ?? [];
        for (const [index, each] of versions.entries()) {
          const before = versions[index - 1];
          if (before && !(each.effectiveDate > before.effectiveDate)) {
            return this.createError({
              message: `are out of order: version “${each.version}” must take effect after version “${before.version}” (${before.effectiveDate}); add a new version at the end of the list`,
            });
          }
          if (versions.findIndex((other) => other.version === each.version) !== index) {
            return this.createError({
              message: `have the version number “${each.version}” twice: give the new version a new number`,
            });
          }
        }
        return true;
      })
      .meta(meta(`${label}: versions, oldest first (add a new one at the end)`)),
  }) as unknown as yup.ObjectSchema<LegalDocument>;

/** Every content file, with the schema that checks it and its name in the editor. */
export const contentFiles = [
  { name: 'popup', label: 'Home page popup', file: 'content/popup.json', schema: popupSchema },
  { name: 'company', label: 'Company facts', file: 'content/company.json', schema: companySchema },
  {
    name: 'pricing',
    label: 'Point plans and exchange rates',
    file: 'content/pricing.json',
    schema: pricingSchema,
  },
  { name: 'courses', label: 'Course facts', file: 'content/courses.json', schema: coursesSchema },
  {
    name: 'sessions',
    label: 'Course sessions',
    file: 'content/sessions.json',
    schema: sessionsSchema,
  },
  {
    name: 'channels',
    label: 'KakaoTalk channel and app stores',
    file: 'content/channels.json',
    schema: channelsSchema,
  },
  { name: 'legal', label: 'Legal facts', file: 'content/legal.json', schema: legalSchema },
  {
    name: 'terms',
    label: 'Terms of service',
    file: 'content/terms.json',
    schema: legalDocumentSchema('Terms of service'),
  },
  {
    name: 'privacy',
    label: 'Privacy policy',
    file: 'content/privacy.json',
    schema: legalDocumentSchema('Privacy policy'),
  },
  {
    name: 'verification',
    label: 'Search engine verification',
    file: 'content/verification.json',
    schema: verificationSchema,
  },
] as const;
