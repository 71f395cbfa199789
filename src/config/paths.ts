import { sessionCalendarPath } from './calendar-paths';
import type { InquiryChoice } from './inquiry-topics';
import { isLanguage, type Language } from './languages';
import { pageNames, pages, type PageName } from './pages';
import { shareCardPath } from './share-cards';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathBuilder<P extends string> = [ParamNames<P>] extends [never]
  ? (lang: Language) => string
  : (lang: Language, params: Record<ParamNames<P>, string | number>) => string;

function fillPattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

function builder(pattern: string) {
  return (lang: Language, params?: Record<string, string | number>) =>
    `/${lang}/${fillPattern(pattern, params)}`;
}

/** Every URL of the site is built here, from the page table (`./pages`). */
const pageBuilders = Object.fromEntries(
  pageNames.map((name) => [name, builder(pages[name].path)]),
) as { [K in PageName]: PathBuilder<(typeof pages)[K]['path']> };

export const paths = {
  landing: () => '/',
  language: (lang: Language) => `/${lang}`,
  ...pageBuilders,
  /** A section's share card (`/share/en/trio.png`), drawn by the build: ./share-cards. */
  shareCard: shareCardPath,
  /** A language's RSS feed of notices, written by the build (tools/vite/notices.ts). */
  noticeFeed: (lang: Language) => `/feeds/${lang}/notices.xml`,
  /** A course session's calendar file, written by the build: ./calendar-paths. */
  sessionCalendar: sessionCalendarPath,
};

type PagePath<K extends PageName> = (typeof pages)[K]['path'];

/**
 * The names a section's menu gives its pages: `overview` for the section's own page (`company`),
 * the last segment for each page one level below it without parameters (`company/ceo` → `ceo`).
 */
export type SectionPageId<S extends string> = {
  [K in PageName]: PagePath<K> extends S
    ? 'overview'
    : PagePath<K> extends `${S}/${infer Rest}`
      ? Rest extends `${string}/${string}` | `:${string}`
        ? never
        : Rest
      : never;
}[PageName];

/**
 * A section's pages in the page table's order: its overview, then each page one level below it
 * without parameters (a notice's own page is not in the community menu). The section menus are
 * built from it, so a page added to the table under a section is in its menu.
 */
export function sectionPages<S extends string>(
  section: S,
): Array<{ id: SectionPageId<S>; to: (lang: Language) => string }> {
  return pageNames.flatMap((name) => {
    const path: string = pages[name].path;
    const id =
      path === section
        ? 'overview'
        : path.startsWith(`${section}/`)
          ? path.slice(section.length + 1)
          : undefined;
    if (id === undefined || id.includes('/') || id.includes(':')) return [];
    return [{ id: id as SectionPageId<S>, to: paths[name] as (lang: Language) => string }];
  });
}

/** The language segment of a pathname, when it is one of ours. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** The same page in another language (`/en/trio/rule?x=1` → `/ko/trio/rule?x=1`). */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  lang: Language,
): string {
  const rest = languageOfPath(location.pathname)
    ? location.pathname.split('/').slice(2).join('/')
    : 'home';
  return `/${lang}/${rest || 'home'}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * The inquiry form with its topic (and plan) chosen: `/en/inquiry?topic=points&plan=gold`, as
 * the plans on /point and the course pages link to it.
 */
export function inquiryPath(lang: Language, choice: InquiryChoice): string {
  // Both values are typed words of ours: nothing to escape.
  const plan = choice.plan ? `&plan=${choice.plan}` : '';
  return `${paths.inquiry(lang)}?topic=${choice.topic}${plan}`;
}

/**
 * What a page opening the login page hands it in the history entry's state (never in the
 * address): the e-mail address the visitor already typed there, for the login form.
 */
export type LoginPageState = { email: string };

/** `/en/auth/login?redirect=%2Fen%2Fcertificate%2Fsport`: where login returns to. */
export function withRedirect(path: string, target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}
