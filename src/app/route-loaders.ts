import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { defaultLanguage, isLanguage, languages, type Language } from '@/config/languages';
import { languageOfPath, paths } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import { reloadIfNewVersion } from '@/lib/version-check';
import { useSession } from '@/stores/session';

/** What the root loader decides for a navigation (see `rootLoader`). */
export type RootData = {
  /** The language everything renders in: `<html lang>`, the title, `useTranslation`. */
  lang: Language;
  /**
   * The landing page only: the visitor's language (cookie, browser languages, English), which
   * the page emphasises once it is hydrated. Undefined at build time.
   */
  detected?: Language;
};

/**
 * `/` shows an entry in each language, each written in its own (src/app/routes/landing.tsx), so
 * it is the same page for every visitor and can be pre-rendered. Its document language, title
 * and description are those of the `x-default` alternate: English, the language the detection
 * falls back to.
 */
export const landingLanguage: Language = defaultLanguage;

/** Everything the landing page shows, in all four languages (a small namespace). */
export async function loadLandingTranslations(): Promise<void> {
  await Promise.all([
    loadNamespaces(landingLanguage, ['common']),
    ...languages.map((lang) => loadNamespaces(lang, ['landing'])),
  ]);
}

/**
 * Runs on every navigation (see `shouldRevalidate` in routes.tsx) and decides its language: the
 * URL's, or, for a path without one (a 404), the detected one. Everything renders in it (`Root`)
 * and every API call of the session carries it. The landing page renders in `landingLanguage`
 * whoever visits and gets the detected language alongside. A newer deploy turns the navigation
 * into a full page load, and a visitor not known as a member is asked about again without
 * holding up the page.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const leaving = reloadIfNewVersion(request.url);
  if (leaving) return leaving;
  const { pathname } = new URL(request.url);
  if (pathname === paths.landing()) {
    const [detected] = await Promise.all([detectedLanguage(), loadLandingTranslations()]);
    void useSession.getState().sync(landingLanguage);
    return { lang: landingLanguage, detected };
  }
  const lang = languageOfPath(pathname) ?? (await detectedLanguage());
  await loadNamespaces(lang, ['common']);
  void useSession.getState().sync(lang);
  return { lang };
}

/** Paths without a language (the landing page, a 404): the detector is loaded only for them. */
async function detectedLanguage(): Promise<Language> {
  const { detectLanguage } = await import('@/lib/language-detection');
  return detectLanguage();
}

/** Validates `:lang`: an unknown prefix (`/fr/...`, `/.well-known/...`) is a 404. */
export function languageLoader({ params }: LoaderFunctionArgs) {
  languageOf(params);
  return null;
}

export function languageOf(params: LoaderFunctionArgs['params']): Language {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, statusText: 'Not Found' });
  return params.lang;
}

export function redirectToHome({ params }: LoaderFunctionArgs) {
  return redirect(paths.home(languageOf(params)));
}

/**
 * Any other path under a valid language prefix goes to the landing page (spec); under an
 * invalid one it is a 404 (loaders run in parallel, so this one checks the prefix itself).
 */
export function redirectToLanding({ params }: LoaderFunctionArgs) {
  languageOf(params);
  return redirect(paths.landing());
}

/** Routes that only redirect render nothing (react-router warns about a leaf without one). */
export function NothingToRender() {
  return null;
}
