import { shape } from '@/lib/api/client';

/**
 * Carried in the router's location state from the list to a notice (and on through
 * previous/next), so "back to the list" returns to the page the visitor came from without
 * putting that page into the notice's URL.
 */
export type NoticeLinkState = { listPage: number };

/** Location state is whatever history holds, so it is checked like any outside input. */
export function readNoticeLinkState(state: unknown): NoticeLinkState {
  if (!shape.isRecord(state)) return { listPage: 1 };
  const { listPage } = state;
  const page =
    typeof listPage === 'number' &&
    Number.isInteger(listPage) &&
    listPage >= 1 &&
    listPage <= 10_000
      ? listPage
      : 1;
  return { listPage: page };
}
