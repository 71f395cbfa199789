import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { languages } from '@/config/languages';
import { languageOfPath, switchLanguagePath } from '@/config/paths';

type PageMetaProps = {
  title: string;
  description: string;
  /** Account pages must not appear in search results. */
  noindex?: boolean;
};

/**
 * React 19 hoists these into `<head>`, and replaces them on every client-side navigation, so
 * the canonical address and the language alternates always name the page on screen.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const translated = languageOfPath(pathname) !== undefined;
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
          {translated &&
            languages.map((lang) => (
              <link
                key={lang}
                rel="alternate"
                hrefLang={lang}
                href={address(switchLanguagePath({ pathname }, lang))}
              />
            ))}
          {translated && <link rel="alternate" hrefLang="x-default" href={address('/')} />}
        </>
      )}
    </>
  );
}
