import { apiCallKey, noticeCall, noticesCall, type ApiCall } from '../../src/config/api-answers.ts';
import { languages, type Language } from '../../src/config/languages.ts';
import { escapeHtml, noticePath, pagePath } from './seo.ts';

/**
 * The notices that exist when the site is built, fetched from the API (api.md calls 11 and 12)
 * so the pre-render writes each one's page, the lists' first pages, the feeds and the sitemap
 * (docs/decisions/004-prerendering.md). The build fails soft: an API that does not answer gives
 * today's shells and a warning, never a failed deploy.
 */

/** One notice as the list names it. */
export type NoticeEntry = { id: string; title: string; createdAt?: string };

export type LanguageNotices = {
  /** Every notice, in the list's order (pinned first, then newest). */
  entries: NoticeEntry[];
  /** Request key → the API's `result`: the list's first page and every notice. */
  answers: Record<string, unknown>;
  /** Each notice's own `result`. */
  notices: Map<string, unknown>;
};

/** The list page's size, as the app asks for it (src/features/community/api/get-notices.ts). */
const NOTICE_PAGE_SIZE = 10;
const CRAWL_PAGE_SIZE = 50;
/** Enough for years of notices; a runaway API cannot make the build fetch forever. */
const MAX_NOTICES = 2000;
const TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function call(base: string, { path, query }: ApiCall, lang: Language, fetcher: Fetch) {
  const url = new URL(`${base}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetcher(url, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json();
  if (!isRecord(body) || body.code !== 200) {
    throw new Error(
      `${url.pathname}: code ${isRecord(body) ? String(body.code) : response.status}`,
    );
  }
  return body.result;
}

function entryOf(raw: unknown): NoticeEntry | undefined {
  if (!isRecord(raw) || (typeof raw.id !== 'number' && typeof raw.id !== 'string')) return;
  if (typeof raw.title !== 'string' || raw.title.trim() === '') return;
  const createdAt =
    typeof raw.createdAt === 'string' && !Number.isNaN(Date.parse(raw.createdAt))
      ? raw.createdAt
      : undefined;
  return { id: String(raw.id), title: raw.title, createdAt };
}

async function languageNotices(base: string, lang: Language, fetcher: Fetch) {
  const answers: Record<string, unknown> = {};
  const firstPage = noticesCall(lang, 1, NOTICE_PAGE_SIZE);
  answers[apiCallKey(firstPage)] = await call(base, firstPage, lang, fetcher);
  const entries: NoticeEntry[] = [];
  const seen = new Set<string>();
  for (let page = 1; entries.length < MAX_NOTICES; page++) {
    const result = await call(base, noticesCall(lang, page, CRAWL_PAGE_SIZE), lang, fetcher);
    const items = isRecord(result) && Array.isArray(result.items) ? result.items : [];
    for (const entry of items.map(entryOf)) {
      if (!entry || seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
    const total = isRecord(result) && typeof result.total === 'number' ? result.total : 0;
    if (items.length === 0 || page * CRAWL_PAGE_SIZE >= total) break;
  }
  const notices = new Map<string, unknown>();
  // A few at a time: the company's API serves visitors too.
  for (let start = 0; start < entries.length; start += 4) {
    await Promise.all(
      entries.slice(start, start + 4).map(async ({ id }) => {
        const noticeAt = noticeCall(id, lang);
        const result = await call(base, noticeAt, lang, fetcher);
        notices.set(id, result);
      }),
    );
  }
  return { entries, answers, notices };
}

/**
 * Every language's notices, or undefined (with a warning) when the API cannot give them all:
 * then no notice is pre-rendered and the hosts answer with the app shell, as before.
 */
export async function fetchNotices(
  apiBase: string,
  warn: (message: string) => void,
  fetcher: Fetch = fetch,
): Promise<Map<Language, LanguageNotices> | undefined> {
  try {
    const all = new Map<Language, LanguageNotices>();
    for (const lang of languages) all.set(lang, await languageNotices(apiBase, lang, fetcher));
    return all;
  } catch (error) {
    warn(
      `Notices not pre-rendered: the API at ${apiBase} did not answer (${String(error)}). ` +
        'The site is built with app shells for them; rebuild when the API is back.',
    );
    return undefined;
  }
}

/** An RFC 822 date, as RSS 2.0 wants it. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export type FeedText = { title: string; description: string };

/**
 * Where each language's feed is published: outside the language prefixes, which hosts answer
 * with pages. `paths.noticeFeed` (src/config/paths.ts) links it, by the same rule.
 */
export function feedPath(lang: Language): string {
  return `/feeds/${lang}/notices.xml`;
}

/**
 * An RSS 2.0 feed of a language's notices (Naver Search Advisor reads one): newest first, each
 * with its title, address, date and first words. Text only: no staff HTML leaves the site here.
 */
export function rssFeed(
  siteOrigin: string,
  lang: Language,
  text: FeedText,
  items: (NoticeEntry & { summary: string })[],
): string {
  const newest = [...items]
    .filter((item) => item.createdAt)
    .sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
  const undated = items.filter((item) => !item.createdAt);
  const item = ({ id, title, createdAt, summary }: NoticeEntry & { summary: string }) => {
    const link = `${siteOrigin}${noticePath(lang, id)}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      ...(createdAt ? [`      <pubDate>${rfc822(createdAt)}</pubDate>`] : []),
      ...(summary ? [`      <description>${escapeHtml(summary)}</description>`] : []),
      '    </item>',
    ].join('\n');
  };
  const latest = newest[0]?.createdAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(text.title)}</title>`,
    `    <link>${siteOrigin}${pagePath('communityNotice', lang)}</link>`,
    `    <description>${escapeHtml(text.description)}</description>`,
    `    <language>${lang}</language>`,
    `    <atom:link href="${siteOrigin}${feedPath(lang)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    ...[...newest, ...undated].map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
