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

export type PageMetaProps = {
  title: string;
  description: string;
  /** Account pages must not appear in search results. */
  noindex?: boolean;
  /** A page of its own (a notice): `og:type` article, and its own picture if it has one. */
  article?: { image?: string };
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
export function PageMeta({ title, description, noindex = false, article }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasAlternates = languageOfPath(pathname) !== undefined || pathname === paths.landing();
  const address = (path: string) => `${env.siteOrigin}${path}`;
  const fullTitle = t('meta.titleTemplate', { title });
  // Each language's notices as a feed (Naver Search Advisor, feed readers), from its pages.
  const feedLang = languageOfPath(pathname);
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
          {feedLang && (
            <link
              rel="alternate"
              type="application/rss+xml"
              title={t('meta.feedTitle')}
              href={address(paths.noticeFeed(feedLang))}
            />
          )}
          <OpenGraph
            pathname={pathname}
            title={fullTitle}
            description={description}
            url={address(pathname)}
            article={article}
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
  article,
}: {
  pathname: string;
  title: string;
  description: string;
  url: string;
  article?: PageMetaProps['article'];
}) {
  const { t } = useTranslation();
  const lang = languageOfPath(pathname) ?? defaultLanguage;
  const card = shareCardOf(pathname);
  const text: ShareCardText | undefined = card && {
    title: card.name === 'landing' ? undefined : t(`nav.${card.name}`),
    tagline: t('meta.tagline'),
  };
  const cardImage = card && `${env.siteOrigin}${paths.shareCard(card.lang, card.name)}`;
  // A notice's own picture previews it better than the section's card; its size is unknown.
  const image = article?.image ?? cardImage;
  const alt = article?.image ? title : text && shareCardAlt(text);
  return (
    <>
      <meta property="og:type" content={article ? 'article' : 'website'} />
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
      {image && alt && (
        <>
          <meta property="og:image" content={image} />
          {image === cardImage && (
            <>
              <meta property="og:image:type" content={shareCardType} />
              <meta property="og:image:width" content={String(shareCardSize.width)} />
              <meta property="og:image:height" content={String(shareCardSize.height)} />
            </>
          )}
          <meta property="og:image:alt" content={alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={alt} />
        </>
      )}
    </>
  );
}
