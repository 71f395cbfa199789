import { apiRequest, shape } from '@/lib/api/client';
import { safeUrl } from '@/lib/safe-url';
import { isoDate, parsePage, requiredText, type ItemId, type ListQuery } from './paged-list';

export type Photo = {
  id: ItemId;
  title: string;
  imageUrl: string;
  thumbnailUrl: string;
  /** Pixel size of the full image; only its aspect matters to the layout. */
  width: number;
  height: number;
  createdAt: string | undefined;
};

export const GALLERY_PAGE_SIZE = 12;

/** When the backend leaves out a size, a 4:3 box still keeps the grid from jumping. */
const fallbackSize = { width: 1200, height: 900 };

function dimension(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function parsePhoto(raw: unknown): Photo | undefined {
  if (!shape.isRecord(raw) || !shape.id(raw.id)) return undefined;
  const title = requiredText(raw.title);
  const imageUrl = safeUrl(raw.imageUrl);
  const thumbnailUrl = safeUrl(raw.thumbnailUrl);
  if (title === undefined || (imageUrl === undefined && thumbnailUrl === undefined)) {
    return undefined;
  }
  const width = dimension(raw.width);
  const height = dimension(raw.height);
  const size = width && height ? { width, height } : fallbackSize;
  return {
    id: raw.id,
    title,
    // Either image stands in for the other: a photo is still worth showing with one of them.
    imageUrl: imageUrl ?? thumbnailUrl ?? '',
    thumbnailUrl: thumbnailUrl ?? imageUrl ?? '',
    ...size,
    createdAt: isoDate(raw.createdAt),
  };
}

/** api.md call 13: one page of gallery photos. */
export function getGallery({ page, size, lang, signal }: ListQuery) {
  return apiRequest('/api/v1/gallery', {
    lang,
    query: { page, size, lang },
    parse: (result) => parsePage(result, parsePhoto, size),
    signal,
  });
}
