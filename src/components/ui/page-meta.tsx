import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { defaultLanguage, intlLocales, languages, type Language } from '@/config/languages';
import { languageOfPath, paths, switchLanguagePath } from '@/config/paths';
import { company } from '@/config/site';
import {
  shareCardAlt,
  shareCardOf,
  shareCardSize,
  shareCardType,
  type ShareCardText,
} from '@/config/share-cards';

type PageMetaProps = {
  title: string;
  description: string;
  /** Account pages must not appear in search results. */
  noindex?: boolean;
};

/** `og:locale` wants language_TERRITORY: the same locales `Intl` formats in. */
const ogLocale = (lang: Language) => intlLocales[lang].replace('-', '_');

/**
 * React 19 hoists these into `<head>`, and replaces them on every client-side navigation, so
 * the canonical address, the language alternates and the Open Graph tags (title, address, share
 * card) always name the page on screen, in the pre-rendered HTML and after an in-app navigation
 * alike. The landing page `/` is the `x-default` of every page: its alternates are the four home
 * pages. A page shares its section's card (src/config/share-cards.ts, drawn by the build).
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasAlternates = languageOfPath(pathname) !== undefined || pathname === paths.landing();
  const address = (path: string) => `${env.siteOrigin}${path}`;
  const fullTitle = t('meta.titleTemplate', { title });
  return (
    <>
      <title>{fullTitle}</title>
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
          <OpenGraph
            pathname={pathname}
            title={fullTitle}
            description={description}
            url={address(pathname)}
          />
        </>
      )}
    </>
  );
}

/** Open Graph and X (Twitter) card tags: what a shared link shows. */
function OpenGraph({
  pathname,
  title,
  description,
  url,
}: {
  pathname: string;
  title: string;
  description: string;
  url: string;
}) {
  const { t } = useTranslation();
  const lang = languageOfPath(pathname) ?? defaultLanguage;
  const card = shareCardOf(pathname);
  const text: ShareCardText | undefined = card && {
    title: card.name === 'landing' ? undefined : t(`nav.${card.name}`),
    tagline: t('meta.tagline'),
  };
  const image = card && `${env.siteOrigin}${paths.shareCard(card.lang, card.name)}`;
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
        ))}
      {image && text && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content={shareCardType} />
          <meta property="og:image:width" content={String(shareCardSize.width)} />
          <meta property="og:image:height" content={String(shareCardSize.height)} />
          <meta property="og:image:alt" content={shareCardAlt(text)} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={shareCardAlt(text)} />
        </>
      )}
    </>
  );
}
