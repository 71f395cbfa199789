import './landing.css';
import { useSyncExternalStore } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { languageNames, languages, type Language } from '@/config/languages';
import { company } from '@/config/site';
import { paths } from '@/config/paths';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '@/lib/language-cookie';
import type { rootLoader } from '../route-loaders';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the pre-rendered markup, true from the render
 * after: what depends on the visitor comes after hydration, and the first render equals the HTML.
 * A page rendered from scratch (the SPA fallback, a client-side navigation) is true at once.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * `/`: brand, and one entry per language, each written in its own language, plus the four
 * language choices. The page is the same for every visitor, so it is pre-rendered and nothing on
 * it changes language; the visitor's detected language (the cookie, then the browser's
 * languages, then English) only makes its entry the primary one, once the page is hydrated.
 * Colours change, sizes do not. The document itself is in English, the `x-default` language
 * (its title and description; see `landingLanguage` in ../route-loaders.ts).
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tLanding } = useTranslation('landing');
  const detected = useRouteLoaderData<typeof rootLoader>('root')?.detected;
  const suggested = useHydrated() ? detected : undefined;
  return (
    <main id="main-content" className="landing">
      <PageMeta title={tLanding('title')} description={t('meta.description')} />
      <div className="landing__inner">
        <p className="landing__brand" aria-hidden="true">
          <span className="landing__dot landing__dot--one" />
          <span className="landing__dot landing__dot--two" />
          <span className="landing__dot landing__dot--three" />
        </p>
        <h1 className="landing__title">{company.brand}</h1>
        <ul className="landing__entries plain-list">
          {languages.map((lang) => (
            <LandingEntry key={lang} lang={lang} suggested={lang === suggested} />
          ))}
        </ul>
        <nav className="landing__languages" aria-label={t('language.choose')}>
          {/* Not LanguageLinks: no language is the current one here, before or after detection. */}
          <ul className="language-links plain-list">
            {languages.map((lang) => (
              <li key={lang}>
                <Link
                  to={paths.home(lang)}
                  lang={lang}
                  hrefLang={lang}
                  {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: lang }}
                >
                  {languageNames[lang]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}

/** One language's slogan, lead and entry button, all in that language. */
function LandingEntry({ lang, suggested }: { lang: Language; suggested: boolean }) {
  const { i18n } = useTranslation('landing');
  const t = i18n.getFixedT(lang, 'landing');
  return (
    <li lang={lang} className={`landing__entry${suggested ? ' landing__entry--suggested' : ''}`}>
      <p className="landing__slogan">{t('slogan')}</p>
      <p className="landing__lead">{t('lead')}</p>
      <Link
        className={`button landing__enter${suggested ? ' button--primary' : ''}`}
        to={paths.home(lang)}
        hrefLang={lang}
        {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: lang }}
      >
        {t('enter')}
      </Link>
    </li>
  );
}
