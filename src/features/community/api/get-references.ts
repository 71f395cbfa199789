import { apiRequest, shape } from '@/lib/api/client';
import { safeUrl } from '@/lib/safe-url';
import { isoDate, parsePage, requiredText, type ItemId, type ListQuery } from './paged-list';

export type ReferenceFile = {
  id: ItemId;
  title: string;
  fileName: string;
  /** http(s) or a path of this site, nothing else. */
  fileUrl: string;
  /** Bytes; undefined when the backend did not send a usable number. */
  fileSize: number | undefined;
  createdAt: string | undefined;
};

export const REFERENCE_PAGE_SIZE = 10;

/** The last segment of the URL, for a file whose name the backend left out. */
function nameFromUrl(url: string): string | undefined {
  const last = url.split(/[?#]/)[0]?.split('/').pop();
  if (!last) return undefined;
  try {
    return requiredText(decodeURIComponent(last));
  } catch {
    return requiredText(last);
  }
}

export function parseReference(raw: unknown): ReferenceFile | undefined {
  if (!shape.isRecord(raw) || !shape.id(raw.id)) return undefined;
  const title = requiredText(raw.title);
  const fileUrl = safeUrl(raw.fileUrl);
  // A file without a usable link cannot be downloaded, so it is not listed.
  if (title === undefined || fileUrl === undefined) return undefined;
  const fileSize =
    typeof raw.fileSize === 'number' && Number.isFinite(raw.fileSize) && raw.fileSize >= 0
      ? raw.fileSize
      : undefined;
  return {
    id: raw.id,
    title,
    fileName: requiredText(raw.fileName) ?? nameFromUrl(fileUrl) ?? title,
    fileUrl,
    fileSize,
    createdAt: isoDate(raw.createdAt),
  };
}

/** api.md call 15: one page of resource files. */
export function getReferences({ page, size, lang, signal }: ListQuery) {
  return apiRequest('/api/v1/references', {
    lang,
    query: { page, size, lang },
    parse: (result) => parsePage(result, parseReference, size),
    signal,
  });
}
