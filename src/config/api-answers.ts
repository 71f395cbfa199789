import type { Language } from './languages';

/**
 * API answers a page's HTML was rendered with (at build time, or by the Cloudflare function),
 * handed to the app in the page so it starts from them instead of asking the API again. A JSON
 * `<script type="application/json">` is data, not script: the policy never has to allow it.
 * The app (src/lib/api/preloaded.ts), the pre-render (tools/vite/) and the Cloudflare function
 * (functions/) all name an answer the same way, so its key is built here.
 */
export const apiAnswersElementId = 'trio-api-answers';

/** Request key → the answer's `result`, as the API sent it (the app checks its shape again). */
export type ApiAnswers = Record<string, unknown>;

/** One GET the site makes: the path under the API's base, and its query. */
export type ApiCall = { path: string; query: Record<string, string | number> };

/** api.md call 12: one notice in a language. */
export function noticeCall(id: string | number, lang: Language): ApiCall {
  return { path: `/api/v1/notices/${encodeURIComponent(String(id))}`, query: { lang } };
}

/** api.md call 11: one page of notices in a language. */
export function noticesCall(lang: Language, page: number, size: number): ApiCall {
  return { path: '/api/v1/notices', query: { page, size, lang } };
}

/** `/api/v1/notices?lang=en&page=1&size=10`: the query sorted, so equal calls have equal keys. */
export function apiCallKey({ path, query }: ApiCall): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => [name, String(value)]),
  );
  return `${path}?${search.toString()}`;
}

/**
 * The answers as the text of a JSON `<script>`: no `<`, `>` or `&` (nothing a notice says can
 * close the element), nor the two line separators.
 */
export function apiAnswersText(answers: ApiAnswers): string {
  return JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The element as markup, for a page's `<head>`. */
export function apiAnswersMarkup(answers: ApiAnswers): string {
  return `<script type="application/json" id="${apiAnswersElementId}">${apiAnswersText(answers)}</script>`;
}
