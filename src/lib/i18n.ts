import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/config/languages';
import type { Namespace } from '@/config/namespaces';

type LocaleModule = { default: Record<string, unknown> };

/**
 * One lazy chunk per language and namespace: only what the page needs is downloaded. The list of
 * them is in every page's entry, but for the `course-*` namespaces (each course page's own texts,
 * the request dialog's): a chunk of their own lists those (./course-locales.ts), which only the
 * pages that use them load (decision 019).
 */
const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/*/course-*.json',
]);

async function localeFile(lang: Language, ns: Namespace) {
  const path = `../../locales/${lang}/${ns}.json`;
  if (!ns.startsWith('course-')) return localeFiles[path];
  return (await import('./course-locales')).courseLocaleFiles[path];
}

/** The app's instance; react-i18next's `useTranslation` and `Trans` read it. */
export const i18n = i18next.createInstance().use(initReactI18next);

let initialized: Promise<unknown> | undefined;

const bound = new Map<Language, typeof i18n>();

/**
 * An instance fixed to `lang` that shares the app's translations (one store). Everything under
 * the root renders with the one for the URL's language (src/app/language-provider.tsx), so a page
 * renders in its language from its first render, whichever language the previous page was in.
 * Needs `initI18n` first.
 */
export function i18nFor(lang: Language): typeof i18n {
  let instance = bound.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang });
    bound.set(lang, instance);
  }
  return instance;
}

/** Initialises once; later calls only wait for the first. */
export function initI18n(lang: Language): Promise<unknown> {
  initialized ??= i18n.init({
    lng: lang,
    supportedLngs: ['ko', 'en', 'zh', 'es'],
    // A missing key must show up as a defect, never as text from another language.
    fallbackLng: false,
    defaultNS: 'common',
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Route loaders add a page's translations before it renders, so nothing waits in Suspense.
    react: { useSuspense: false },
  });
  return initialized;
}

/**
 * Loaders run in parallel: whichever asks for translations first initialises i18next, so a
 * bundle is never added to an instance that `init` would then reset.
 */
export async function loadNamespaces(lang: Language, wanted: readonly Namespace[]): Promise<void> {
  await initI18n(lang);
  await Promise.all(
    wanted
      .filter((ns) => !i18n.hasResourceBundle(lang, ns))
      .map(async (ns) => {
        const load = await localeFile(lang, ns);
        if (!load) throw new Error(`No translations for ${lang}/${ns}`);
        const file = await load();
        i18n.addResourceBundle(lang, ns, file.default, true, true);
      }),
  );
}
