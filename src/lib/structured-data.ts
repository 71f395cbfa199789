import type { ParseKeys, TFunction } from 'i18next';
import type { BreadcrumbList, Organization, WithContext } from 'schema-dts';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import { pageNames, pages, type PageName } from '@/config/pages';
import { company } from '@/config/site';
import { organizationLogo } from '@/config/site-icons';

/**
 * Schema.org data (JSON-LD) that search engines read from the pre-rendered pages: the company on
 * every page, the trail of a page below another. `StructuredData` (src/components/ui) renders it;
 * the course pages add their own `Course` (src/features/courses).
 */

/** The site's public address of a path: canonical URLs, as `PageMeta` writes them. */
export function absoluteUrl(path: string): string {
  return `${env.siteOrigin}${path}`;
}

/** The company in the page's language (src/config/site.ts); a course names it as its provider. */
export function organization(lang: Language) {
  return {
    '@type': 'Organization',
    // One identity across pages and languages, whatever the name's language.
    '@id': absoluteUrl('/#organization'),
    name: company.name[lang],
    alternateName: company.brand,
    url: absoluteUrl('/'),
    // A raster of at least 112 px, as search engines want it (not the SVG mark).
    logo: absoluteUrl(organizationLogo.path),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.labAddress[lang],
      addressCountry: 'KR',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone,
      email: company.email,
    },
    sameAs: company.social.map((profile) => profile.url),
  } satisfies Organization;
}

export function organizationData(lang: Language): WithContext<Organization> {
  return { '@context': 'https://schema.org', ...organization(lang) };
}

type ChromePageName = {
  [K in PageName]: (typeof pages)[K]['layout'] extends 'chrome' ? K : never;
}[PageName];

/** Where the names of a trail's pages come from. */
export const crumbNamespaces = ['common', 'trio', 'company', 'community', 'certificate'] as const;
type CrumbNamespaces = typeof crumbNamespaces;
type CrumbKey = ParseKeys<CrumbNamespaces>;

/**
 * Each page's name in a trail: the menu's name of a section (as the header says it), the title
 * of a page under one (as its `<title>` says it, without the site's name).
 */
const crumbNames: Record<ChromePageName, CrumbKey> = {
  home: 'nav.home',
  point: 'nav.point',
  product: 'nav.product',
  trio: 'nav.trio',
  trioIntroduction: 'trio:introduction.meta.title',
  trioRule: 'trio:rule.meta.title',
  trioApp: 'trio:app.meta.title',
  company: 'nav.company',
  companyCeo: 'company:ceo.meta.title',
  companyMap: 'company:map.meta.title',
  companyFuture: 'company:future.meta.title',
  community: 'nav.community',
  communityNotice: 'community:notice.meta.title',
  communityNoticeDetail: 'community:noticeDetail.meta.title',
  communityGallery: 'community:gallery.meta.title',
  communityVideo: 'community:video.meta.title',
  communityReference: 'community:reference.meta.title',
  inquiry: 'nav.inquiry',
  certificate: 'nav.certificate',
  certificateSport: 'certificate:sport.title',
  certificateBadminton: 'certificate:badminton.title',
  certificatePickleball: 'certificate:pickleball.title',
  certificateTableTennis: 'certificate:tableTennis.title',
  terms: 'nav.terms',
  privacy: 'nav.privacy',
  termsVersion: 'nav.terms',
  privacyVersion: 'nav.privacy',
};

function isChromePage(name: PageName): name is ChromePageName {
  return pages[name].layout === 'chrome';
}

export type Crumb = { name: string; path: string };

/**
 * The way down to a page whose path has a parent (`/en/trio/rule`: Home › The sport › Evaluation
 * formula): the home page, every page of the table whose path is a leading part of this one's,
 * then the page itself at `pathname`. Empty for a page at the top (`/en/point`), which only the
 * home page would lead to.
 */
export function breadcrumbTrail(
  name: PageName,
  lang: Language,
  pathname: string,
  t: TFunction<CrumbNamespaces>,
): Crumb[] {
  if (!isChromePage(name)) return [];
  const segments = pages[name].path.split('/');
  if (segments.length < 2) return [];
  const parents = segments.slice(0, -1).flatMap((_, index) => {
    const path = segments.slice(0, index + 1).join('/');
    const parent = pageNames.find((candidate) => pages[candidate].path === path);
    return parent && isChromePage(parent) ? [{ page: parent, path: `/${lang}/${path}` }] : [];
  });
  return [
    { name: t(crumbNames.home), path: `/${lang}/${pages.home.path}` },
    ...parents.map(({ page, path }) => ({ name: t(crumbNames[page]), path })),
    { name: t(crumbNames[name]), path: pathname },
  ];
}

export function breadcrumbData(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
