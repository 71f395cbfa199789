import { defaultLanguage, isLanguage, languages, type Language } from './languages.ts';
import { pageNames, pages, type PageName } from './pages.ts';
import { company } from './site.ts';

/**
 * Share cards: the picture a link to the site shows in a chat or a social feed (`og:image`).
 * One card per top-level section and language, and one for the landing page; every page of a
 * section shares its card. The build draws them (tools/vite/share-cards.ts) and PageMeta names them,
 * both from this list, so a page never names a card the build did not draw.
 *
 * Build code reads this file too (tools/vite/), so it imports only from src/config.
 */

type FirstSegment<P extends string> = P extends `${infer First}/${string}` ? First : P;

/** Pages in the site's chrome (not the account pages). */
type ChromePage = {
  [K in PageName]: (typeof pages)[K]['layout'] extends 'chrome' ? K : never;
}[PageName];

/** A top-level section of the site: the first segment of its pages' paths (`trio/rule` → `trio`). */
export type SiteSection = FirstSegment<(typeof pages)[ChromePage]['path']>;

/** A card: a section's, or the landing page's. */
export type ShareCardName = SiteSection | 'landing';

/** The sections, in the page table's order. */
export const siteSections: readonly SiteSection[] = [
  ...new Set(
    pageNames
      .filter((name) => pages[name].layout === 'chrome')
      .map((name) => pages[name].path.split('/')[0] as SiteSection),
  ),
];

/**
 * Every card the build draws: each section's in every language, and the landing page's in its
 * one language.
 */
export const shareCards: readonly { lang: Language; name: ShareCardName }[] = [
  { lang: defaultLanguage, name: 'landing' },
  ...languages.flatMap((lang) => siteSections.map((name) => ({ lang, name }))),
];

/** The size Open Graph and X (Twitter) recommend for a large card, 1.91:1. */
export const shareCardSize = { width: 1200, height: 630 } as const;

export const shareCardType = 'image/png';

/**
 * The card a page shares: its section's, in its language. The landing page `/` is in the
 * x-default language (English, as `landingLanguage` in src/app/route-loaders.ts). Paths outside
 * every section (the account pages) have none.
 */
export function shareCardOf(pathname: string): { name: ShareCardName; lang: Language } | undefined {
  if (pathname === '/') return { name: 'landing', lang: defaultLanguage };
  const [, lang, first] = pathname.split('/');
  if (!isLanguage(lang)) return undefined;
  const name = siteSections.find((section) => section === first);
  return name ? { name, lang } : undefined;
}

/**
 * Where a card is served: `/share/en/trio.png`. Not hashed: a shared link's preview keeps one
 * address from one build to the next, and the hosts revalidate it (only `/assets/*` is cached
 * for good, tools/vite/hosting.ts).
 */
export function shareCardPath(lang: Language, name: ShareCardName): string {
  return `/share/${lang}/${name}.png`;
}

/** What a card says, in reading order. The landing card has no section title. */
export type ShareCardText = { title?: string; tagline: string };

/** The card's text as one line: its `og:image:alt` (`TRIO · Products · A sport for three teams`). */
export function shareCardAlt({ title, tagline }: ShareCardText): string {
  return [company.brand, title, tagline].filter(Boolean).join(' · ');
}
