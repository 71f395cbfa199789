import { isLanguage, type Language } from './languages';

/**
 * Every page of the site, as a route pattern under `/:lang`. The router is built from this
 * table and every URL is built by `paths`, so no path string is written anywhere else.
 */
export const pagePatterns = {
  home: 'home',
  point: 'point',
  product: 'product',
  trio: 'trio',
  trioIntroduction: 'trio/introduction',
  trioRule: 'trio/rule',
  trioApp: 'trio/app',
  company: 'company',
  companyCeo: 'company/ceo',
  companyMap: 'company/map',
  companyFuture: 'company/future',
  community: 'community',
  communityNotice: 'community/notice',
  communityNoticeDetail: 'community/notice/:id',
  communityGallery: 'community/gallery',
  communityVideo: 'community/video',
  communityReference: 'community/reference',
  certificate: 'certificate',
  certificateSport: 'certificate/sport',
  certificateBadminton: 'certificate/badminton',
  certificatePickleball: 'certificate/pickleball',
  certificateTableTennis: 'certificate/table-tennis',
  authLogin: 'auth/login',
  authRegister: 'auth/register',
  authProfile: 'auth/profile',
  authFindEmail: 'auth/find-email',
  authFindPassword: 'auth/find-password',
  resetPassword: 'reset/password/:token',
} as const;

export type PageName = keyof typeof pagePatterns;

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

const pageBuilders = Object.fromEntries(
  Object.entries(pagePatterns).map(([name, pattern]) => [name, builder(pattern)]),
) as { [K in PageName]: PathBuilder<(typeof pagePatterns)[K]> };

export const paths = {
  landing: () => '/',
  language: (lang: Language) => `/${lang}`,
  ...pageBuilders,
};

/** Pages under `/auth` and `/reset/password` use the blank layout and are never indexed. */
export const blankLayoutPages = [
  'authLogin',
  'authRegister',
  'authProfile',
  'authFindEmail',
  'authFindPassword',
  'resetPassword',
] as const satisfies readonly PageName[];

export function isBlankLayoutPage(name: PageName): boolean {
  return (blankLayoutPages as readonly PageName[]).includes(name);
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

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A `redirect` target is followed only when it is an internal path of this site under a
 * language prefix: no scheme, no protocol-relative `//`, no backslash tricks.
 */
export function safeInternalPath(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  if (target.includes('\\') || hasControlCharacter(target)) return undefined;
  try {
    const url = new URL(target, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return undefined;
    if (!languageOfPath(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** `/en/auth/login?redirect=%2Fen%2Fcertificate%2Fsport`: where login returns to. */
export function withRedirect(path: string, target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}
