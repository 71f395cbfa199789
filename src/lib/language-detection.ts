import type { Services } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { defaultLanguage, isLanguage, type Language } from '@/config/languages';
import { LOCALE_COOKIE } from './language-cookie';

// Only the landing page and paths without a language detect one: this module (and the detector
// package) stays out of the bundle every other page loads first.

/** `zh-TW` → `zh`, `es-MX` → `es`; anything else we do not speak → undefined. */
export function toSupportedLanguage(code: string): Language | undefined {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** For the landing page: the cookie, then the browser's languages in order, then English. */
export function detectLanguage(): Language {
  // With i18next's language utils present the detector returns every candidate in order
  // (cookie, then each browser language) instead of only the first one.
  const services = {
    languageUtils: { getBestMatchFromCodes: () => undefined },
  } as unknown as Services;
  const detector = new LanguageDetector(services, {
    order: ['cookie', 'navigator'],
    lookupCookie: LOCALE_COOKIE,
    caches: [],
  });
  const detected = detector.detect();
  const candidates = Array.isArray(detected) ? detected : detected ? [detected] : [];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return defaultLanguage;
}
