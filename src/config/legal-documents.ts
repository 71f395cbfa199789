import type { Language } from './languages.ts';

/**
 * The terms of service and the privacy policy: content (`content/terms.json`,
 * `content/privacy.json`, read by ./terms.ts and ./privacy.ts so that a page that shows neither
 * downloads neither), checked at build (tools/content/schema.ts). Each document is a list of
 * versions, oldest first, each with the day it takes effect and its text in every language.
 * docs/decisions/024-legal-pages.md.
 *
 * Build code reads this file too: it imports only types.
 */
export type LegalDocumentName = 'terms' | 'privacy';

/**
 * An article: its heading and its text, one paragraph per line. Facts the company states
 * elsewhere are written as placeholders (`{{companyEmail}}`), filled in where the text is shown.
 */
export type LegalSection = { heading: string; body: string };

export type LegalVersion = {
  /** `1.0`, `1.1`, `2.0`. */
  version: string;
  /** `YYYY-MM-DD`, Korean time: the day it takes effect, and its address (`/en/terms/2026-03-01`). */
  effectiveDate: string;
  text: Record<Language, LegalSection[]>;
};

export type LegalDocument = { versions: readonly LegalVersion[] };

/**
 * Every placeholder a legal text may hold, and where its value comes from (filled in by
 * src/components/legal/legal-placeholders.ts). An unknown one fails the build.
 */
export const legalPlaceholders = {
  companyName: 'the company’s name (content/company.json)',
  companyAddress: 'the lab’s address (content/company.json)',
  companyEmail: 'the company’s e-mail address (content/company.json)',
  companyPhone: 'the company’s phone number, as the language writes it (content/company.json)',
  officerName: 'the privacy officer’s name (content/legal.json)',
  officerPosition: 'the privacy officer’s position (content/legal.json)',
  officerEmail: 'the privacy officer’s e-mail address (content/legal.json)',
  officerPhone:
    'the privacy officer’s phone number, as the language writes it (content/legal.json)',
  hostingProvider: 'the hosting provider’s name (content/legal.json)',
  hostingCountry: 'the country of the hosting provider’s servers (content/legal.json)',
  hostingContact: 'the hosting provider’s privacy contact (content/legal.json)',
  effectiveDate: 'the day this version takes effect, as the language writes a date',
  languageCookie: 'the language cookie’s name (src/config/language-cookie.ts)',
  languageCookieDays: 'how many days the language cookie is kept',
  popupClosedKey: 'where “Close” on the home page popup is remembered',
  popupHiddenKey: 'where “Don’t show again today” is remembered',
  draftKey: 'where a course request typed before logging in is kept',
  draftMinutes: 'for how many minutes that draft is kept',
} as const;

export type LegalPlaceholder = keyof typeof legalPlaceholders;

/** `{{name}}`, as i18next writes placeholders. */
export const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Korea has kept one offset all year since 1988. */
const startOfSeoulDay = (day: string) => Date.parse(`${day}T00:00:00+09:00`);

/**
 * The version in effect at `now`: the last one whose day has begun in Korea. Before the first
 * takes effect (a document published ahead of its day), the first.
 */
export function versionInEffect(document: LegalDocument, now: number): LegalVersion {
  const begun = document.versions.filter(
    ({ effectiveDate }) => startOfSeoulDay(effectiveDate) <= now,
  );
  const version = begun.at(-1) ?? document.versions[0];
  if (!version) throw new Error('a legal document without a version');
  return version;
}

/** How a version stands at `now`: in effect, replaced by a later one, or not yet in effect. */
export function versionStatus(
  document: LegalDocument,
  version: LegalVersion,
  now: number,
): 'current' | 'earlier' | 'upcoming' {
  if (version === versionInEffect(document, now)) return 'current';
  return startOfSeoulDay(version.effectiveDate) > now ? 'upcoming' : 'earlier';
}
