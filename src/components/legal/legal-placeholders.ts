import {
  popupClosedThisVisitKey,
  popupHiddenUntilKey,
  requestDraftStorage,
} from '@/config/browser-storage';
import { languageCookie } from '@/config/language-cookie';
import type { Language } from '@/config/languages';
import { legalFacts } from '@/config/legal';
import { placeholderPattern, type LegalPlaceholder } from '@/config/legal-documents';
import { company, companyPhone } from '@/config/site';

/** A phone number as the language writes it: Korean without the country code (glossary). */
const phoneIn = (lang: Language, international: string) =>
  lang === 'ko' ? international.replace(/^\+82-/, '0') : international;

/**
 * What each placeholder of a legal text stands for, in a language, for a version taking effect
 * on `effectiveDay` (written as the language writes a day): the facts the company states once, in content and in the code that keeps
 * something in the browser.
 */
export function placeholderValues(
  lang: Language,
  effectiveDay: string,
): Record<LegalPlaceholder, string> {
  const { privacyOfficer: officer, hostingProvider: host } = legalFacts;
  return {
    companyName: company.name[lang],
    companyAddress: company.labAddress[lang],
    companyEmail: company.email,
    companyPhone: companyPhone(lang),
    officerName: officer.name[lang],
    officerPosition: officer.position[lang],
    officerEmail: officer.email,
    officerPhone: phoneIn(lang, officer.phone),
    hostingProvider: host.name,
    hostingCountry: host.country[lang],
    hostingContact: host.privacyContact,
    effectiveDate: effectiveDay,
    languageCookie: languageCookie.name,
    languageCookieDays: String(languageCookie.days),
    popupClosedKey: popupClosedThisVisitKey,
    popupHiddenKey: popupHiddenUntilKey,
    draftKey: requestDraftStorage.key,
    draftMinutes: String(requestDraftStorage.maxAgeMinutes),
  };
}

/**
 * A text with its placeholders filled in. The build refuses an unknown placeholder
 * (tools/content/schema.ts), so one left here is shown as written rather than dropped.
 */
export function fillPlaceholders(text: string, values: Record<LegalPlaceholder, string>): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as LegalPlaceholder] : whole,
  );
}
