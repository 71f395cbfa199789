import { noticesCall } from '@/config/api-answers';
import { apiRequest, shape } from '@/lib/api/client';
import { isoDate, parsePage, requiredText, type ItemId, type ListQuery } from './paged-list';

export type NoticeSummary = {
  id: ItemId;
  title: string;
  createdAt: string | undefined;
  pinned: boolean;
};

export const NOTICE_PAGE_SIZE = 10;

export function parseNoticeSummary(raw: unknown): NoticeSummary | undefined {
  if (!shape.isRecord(raw) || !shape.id(raw.id)) return undefined;
  const title = requiredText(raw.title);
  if (title === undefined) return undefined;
  return { id: raw.id, title, createdAt: isoDate(raw.createdAt), pinned: raw.pinned === true };
}

export function parseNotices(result: unknown, requestedSize: number) {
  const page = parsePage(result, parseNoticeSummary, requestedSize);
  if (!page) return undefined;
  // The backend already puts pinned notices first; sorting again (stable) keeps that promise
  // whatever order a page arrives in.
  const items = [...page.items].sort((a, b) => Number(b.pinned) - Number(a.pinned));
  return { ...page, items };
}

/** api.md call 11: one page of notices, pinned first. */
export function getNotices({ page, size, lang, signal }: ListQuery) {
  const { path, query } = noticesCall(lang, page, size);
  return apiRequest(path, {
    lang,
    query,
    parse: (result) => parseNotices(result, size),
    signal,
  });
}
