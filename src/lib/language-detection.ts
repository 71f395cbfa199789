import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { defaultLanguage, isLanguage, languages, type Language } from '@/config/languages';
import { languageCookie } from '@/config/language-cookie';

// Only the landing page and paths without a language detect one: this module (and the detector
// package) stays out of what the other pages load.

/**
 * An i18next instance that only detects, so the app's instance keeps the language of the URL
 * until the page has loaded its translations.
 */
const detection = i18next.createInstance();
let ready: Promise<unknown> | undefined;

/** For the landing page: the cookie, then the browser's languages in order, then English. */
export async function detectLanguage(): Promise<Language> {
  ready ??= detection.use(LanguageDetector).init({
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    resources: {},
    detection: {
      order: ['cookie', 'navigator'],
      lookupCookie: languageCookie.name,
      caches: [],
      // The primary language of each code (`es-MX` → `es`), so the first language we speak wins:
      // i18next's matching alone prefers a later exact `en` to an earlier `es-MX`.
      convertDetectedLanguage: (code) => code.split(/[-_]/)[0]?.toLowerCase() ?? code,
    },
  });
  await ready;
  // Without a language, changeLanguage asks the detector again: the cookie may have changed
  // since the last visit to the landing page.
  await detection.changeLanguage();
  // `language`, not `resolvedLanguage`: this instance has no translations to resolve against, and
  // with `supportedLngs` the best match is already one of ours.
  return isLanguage(detection.language) ? detection.language : defaultLanguage;
}
