import {
  apiAnswersMarkup,
  apiCallKey,
  noticeCall,
  type ApiAnswers,
} from '../src/config/api-answers';
import type { Language } from '../src/config/languages';
import { shareCardPath } from '../src/config/share-cards';
import { displayText } from '../src/lib/text';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';
import ko from '../locales/ko/common.json';
import zh from '../locales/zh/common.json';

/**
 * Cloudflare Pages: a notice published after the build (no pre-rendered file) still answers
 * HTML that names it: the app shell with the notice's title, description, canonical address,
 * share tags and NewsArticle data in its head, its title and first words for readers without
 * scripts, and the API's answer as data, so the app renders it without asking again
 * (docs/decisions/021-notices-that-travel.md). The notice's body is rendered by the app:
 * DOMPurify needs a DOM, which a Worker does not have. An API slower than 1.5 s, or failing,
 * gets the plain shell at once; a filled page is cached for five minutes.
 */

export type NoticeEnv = {
  /** Pages' variables, the same the build reads (README, Deploy). */
  VITE_API_BASE_URL?: string;
  VITE_SITE_ORIGIN?: string;
  /** The static assets (Cloudflare's binding): the app shell comes from there. */
  ASSETS?: { fetch: (request: Request | URL | string) => Promise<Response> };
};

const API_WAIT_MS = 1500;
const CACHE_SECONDS = 300;
const DESCRIPTION_LENGTH = 160;

const copy: Record<Language, { meta: { titleTemplate: string; description: string } }> = {
  ko,
  en,
  zh,
  es,
};

const ogLocales: Record<Language, string> = { ko: 'ko_KR', en: 'en_US', zh: 'zh_CN', es: 'es_ES' };

/** For text and attribute values of the generated head: every character that could end one. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The notice's first words as text, for its description: the first paragraph's text with the
 * markup dropped and the common character references read. Only ever written escaped, so a
 * hostile notice can put nothing but text into the page here.
 */
export function noticeText(html: string): string {
  const blocks = html.split(/<\/(?:p|li|h[2-6]|blockquote|pre|td|th|dd|figcaption)\s*>/i);
  for (const block of blocks) {
    const text = block
      .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<br\b[^>]*>?/gi, ' ')
      .replace(/<[^>]*>?/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      })
      .replace(/\s+/g, ' ')
      .trim();
    const shown = displayText(text).trim();
    if (shown) {
      return shown.length <= DESCRIPTION_LENGTH
        ? shown
        : `${shown.slice(0, DESCRIPTION_LENGTH - 1)}…`;
    }
  }
  return '';
}

type Notice = { title: string; content: string; createdAt?: string };

function parseNotice(result: unknown): Notice | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { title, content, createdAt } = result as Record<string, unknown>;
  if (typeof title !== 'string') return undefined;
  // As the app shows API texts: a bidi override cannot reorder the title (`…\u202Egnp.exe`).
  const shown = displayText(title).trim();
  if (shown === '') return undefined;
  return {
    title: shown,
    content: typeof content === 'string' ? content : '',
    createdAt:
      typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) ? createdAt : undefined,
  };
}

/** The API's `result` for the notice, or undefined (slow, failing, missing, malformed). */
async function fetchNotice(apiBase: string, lang: Language, id: string) {
  const { path, query } = noticeCall(id, lang);
  const url = new URL(`${apiBase}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': lang },
      signal: AbortSignal.timeout(API_WAIT_MS),
    });
    const body = (await response.json()) as { code?: unknown; result?: unknown };
    return body.code === 200 && parseNotice(body.result) ? body.result : undefined;
  } catch {
    return undefined;
  }
}

/** The head and no-script text the shell gets for one notice. */
function noticeHead(
  siteOrigin: string,
  lang: Language,
  path: string,
  notice: Notice,
  answers: ApiAnswers,
): { head: string; text: string } {
  const title = copy[lang].meta.titleTemplate.replace('{{title}}', notice.title);
  const description = noticeText(notice.content) || copy[lang].meta.description;
  const url = `${siteOrigin}${path}`;
  const image = `${siteOrigin}${shareCardPath(lang, 'community')}`;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: notice.title,
    description,
    ...(notice.createdAt ? { datePublished: notice.createdAt } : {}),
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    publisher: { '@id': `${siteOrigin}/#organization` },
  };
  const meta = (key: 'name' | 'property', name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(value)}">`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'TRIO'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocales[lang]),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // Data blocks, not scripts: `<`, `>` and `&` escaped, so nothing in them ends the element.
    `<script type="application/ld+json">${JSON.stringify(article).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`,
    apiAnswersMarkup(answers),
  ].join('\n    ');
  const text = `<h1>${escapeHtml(notice.title)}</h1><p>${escapeHtml(description)}</p>`;
  return { head, text };
}

/** The shell with a notice's head (replacing its bare `<title>`) and no-script text. */
function fillShell(shell: string, { head, text }: { head: string; text: string }): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<noscript>', () => `<noscript>${text}`);
}

type CacheLike = {
  match: (request: Request) => Promise<Response | undefined>;
  put: (request: Request, response: Response) => Promise<void>;
};

/**
 * The answer for `/<lang>/community/notice/<id>` when no file exists: the shell filled with the
 * notice, or the shell as it is. `headers` are the security headers the assets' answer carried.
 */
export async function noticePage(
  request: Request,
  env: NoticeEnv,
  { lang, id }: { lang: Language; id: string },
  headers: Headers,
): Promise<Response | undefined> {
  if (!env.ASSETS) return undefined;
  const url = new URL(request.url);
  const shellAnswer = await env.ASSETS.fetch(new URL(`/shell/${lang}/community/notice/`, url));
  if (!shellAnswer.ok) return undefined;
  const shell = await shellAnswer.text();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-cache');
  const answer = (body: string) => new Response(body, { status: 200, headers });
  const apiBase = (env.VITE_API_BASE_URL || env.VITE_SITE_ORIGIN || '').replace(/\/+$/, '');
  const siteOrigin = (env.VITE_SITE_ORIGIN || url.origin).replace(/\/+$/, '');
  if (!apiBase) return answer(shell);

  const cache = (globalThis as { caches?: { default?: CacheLike } }).caches?.default;
  const cacheKey = new Request(url.origin + url.pathname);
  const cached = await cache?.match(cacheKey).catch(() => undefined);
  if (cached) return answer(await cached.text());

  const result = await fetchNotice(apiBase, lang, id);
  const notice = parseNotice(result);
  if (!notice) return answer(shell);
  const answers = { [apiCallKey(noticeCall(id, lang))]: result };
  const html = fillShell(shell, noticeHead(siteOrigin, lang, url.pathname, notice, answers));
  const stored = new Response(html, {
    headers: { 'Cache-Control': `public, max-age=${CACHE_SECONDS}` },
  });
  await cache?.put(cacheKey, stored).catch(() => undefined);
  return answer(html);
}
