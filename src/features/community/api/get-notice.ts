import { noticeCall } from '@/config/api-answers';
import type { Language } from '@/config/languages';
import { apiRequest, shape } from '@/lib/api/client';
import { isoDate, requiredText, type ItemId } from './paged-list';

export type Notice = {
  id: ItemId;
  title: string;
  /** Staff HTML, not yet sanitized: render it only through `sanitizeNoticeHtml`. */
  content: string;
  createdAt: string | undefined;
  prevId: ItemId | undefined;
  nextId: ItemId | undefined;
};

export function parseNotice(result: unknown): Notice | undefined {
  if (!shape.isRecord(result) || !shape.id(result.id)) return undefined;
  const title = requiredText(result.title);
  if (title === undefined) return undefined;
  return {
    id: result.id,
    title,
    content: shape.text(result.content),
    createdAt: isoDate(result.createdAt),
    prevId: shape.id(result.prevId) ? result.prevId : undefined,
    nextId: shape.id(result.nextId) ? result.nextId : undefined,
  };
}

/** api.md call 12: one notice; code 404 when there is no such notice. */
export function getNotice(id: string, lang: Language, signal?: AbortSignal) {
  const { path, query } = noticeCall(id, lang);
  return apiRequest(path, {
    name: 'notices/:id',
    lang,
    query,
    parse: parseNotice,
    signal,
  });
}
