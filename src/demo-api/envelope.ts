import { HttpResponse } from 'msw';

/** The API's envelope (api.md): the body's `code` decides, whatever the HTTP status. */
export function reply(code: number, result?: unknown, init?: ResponseInit) {
  return HttpResponse.json(result === undefined ? { code } : { code, result }, init);
}

/** One page of a list, as the paged calls answer it (api.md calls 11, 13-15). */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length };
}
