import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { languages } from '@/config/languages';
import { languageOfPath, paths, switchLanguagePath } from '@/config/paths';

type PageMetaProps = {
  title: string;
  description: string;
  /** Account pages must not appear in search results. */
  noindex?: boolean;
};

/**
 * React 19 hoists these into `<head>`, and replaces them on every client-side navigation, so
 * the canonical address and the language alternates always name the page on screen. The
 * landing page `/` is the `x-default` of every page: its alternates are the four home pages.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasAlternates = languageOfPath(pathname) !== undefined || pathname === paths.landing();
  const address = (path: string) => `${env.siteOrigin}${path}`;
  return (
    <>
      <title>{t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <>
          <link rel="canonical" href={address(pathname)} />
          {hasAlternates &&
            languages.map((lang) => (
              <link
                key={lang}
                rel="alternate"
                hrefLang={lang}
                href={address(switchLanguagePath({ pathname }, lang))}
              />
            ))}
          {hasAlternates && <link rel="alternate" hrefLang="x-default" href={address('/')} />}
        </>
      )}
    </>
  );
}
