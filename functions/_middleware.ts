import { languages, type Language } from '../src/config/languages';
import { noticePage, type NoticeEnv } from './notice-page';

/** What Cloudflare Pages hands a Pages Function (the part this one uses). */
type PagesContext = { request: Request; next: () => Promise<Response>; env?: NoticeEnv };

const underLanguage = new RegExp(`^/(?:${languages.join('|')})/`);
const noticeAddress = new RegExp(`^/(${languages.join('|')})/community/notice/([^/]+)$`);

/**
 * Cloudflare adds `_headers` to the assets' answers, not to a function's own: the redirect
 * takes the security headers of the answer it replaces, so it carries the same policy.
 */
const securityHeaders = [
  'Strict-Transport-Security',
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Reporting-Endpoints',
];

/**
 * Cloudflare Pages: an unknown path under a language prefix goes to the landing page (spec).
 * `_redirects` cannot say it there: Cloudflare applies a rule even where a file exists, so a
 * catch-all would redirect every page. This runs only under the language prefixes
 * (`_routes.json`) and lets the static assets answer first; Netlify's equivalent is in
 * netlify.toml, nginx's in its generated server file (docs/decisions/010-hosting.md).
 */
export async function onRequest({ request, next, env = {} }: PagesContext): Promise<Response> {
  const response = await next();
  const { pathname } = new URL(request.url);
  if (response.status !== 404 || !underLanguage.test(pathname)) {
    return response;
  }
  const headers = new Headers();
  for (const name of securityHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // A notice published since the build: the shell, filled with it when the API answers in time.
  const notice = noticeAddress.exec(pathname);
  if (notice && (request.method === 'GET' || request.method === 'HEAD')) {
    const [, lang, id] = notice as unknown as [string, Language, string];
    const page = await noticePage(request, env, { lang, id: decodeURIComponent(id) }, headers);
    if (page) return page;
  }
  headers.set('Location', '/');
  return new Response(null, { status: 302, headers });
}
