import { apiRequest, shape } from '@/lib/api/client';
import { isoDate, parsePage, requiredText, type ItemId, type ListQuery } from './paged-list';

export type Video = {
  id: ItemId;
  title: string;
  /** Checked against YouTube's id format before it is put into an embed URL. */
  youtubeId: string;
  createdAt: string | undefined;
};

export const VIDEO_PAGE_SIZE = 12;

const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

export function isYoutubeId(value: unknown): value is string {
  return typeof value === 'string' && youtubeIdPattern.test(value);
}

export function parseVideo(raw: unknown): Video | undefined {
  if (!shape.isRecord(raw) || !shape.id(raw.id) || !isYoutubeId(raw.youtubeId)) return undefined;
  const title = requiredText(raw.title);
  if (title === undefined) return undefined;
  return { id: raw.id, title, youtubeId: raw.youtubeId, createdAt: isoDate(raw.createdAt) };
}

/** The privacy-enhanced player; built only from an id that passed `isYoutubeId`. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;
}

/** api.md call 14: one page of videos. */
export function getVideos({ page, size, lang, signal }: ListQuery) {
  return apiRequest('/api/v1/videos', {
    lang,
    query: { page, size, lang },
    parse: (result) => parsePage(result, parseVideo, size),
    signal,
  });
}
