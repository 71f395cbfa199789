import { HttpResponse } from 'msw';

/** The API's envelope (api.md): the body's `code` decides, whatever the HTTP status. */
export function reply(code: number, result?: unknown, init?: ResponseInit) {
  return HttpResponse.json(result === undefined ? { code } : { code, result }, init);
}

/** The language a content list was asked for (`lang=`), defaulting to English. */
export function requestLanguage(request: Request): 'ko' | 'en' | 'zh' | 'es' {
  const lang = new URL(request.url).searchParams.get('lang');
  return lang === 'ko' || lang === 'zh' || lang === 'es' ? lang : 'en';
}

/** `page` and `size` from the query, clamped to sane values. */
export function paging(request: Request, defaultSize: number) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const size = Math.min(50, Math.max(1, Math.floor(Number(params.get('size')) || defaultSize)));
  return { page, size };
}

export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length };
}
