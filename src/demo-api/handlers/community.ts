import { http } from 'msw';
import type { Language } from '@/config/languages';
import { demoFilePath, demoNotices, demoPhotos, demoReferences, demoVideos } from '../content';
import { publishedNotices } from '../db';
import { pageOf, reply } from '../envelope';
import { mediaUrlFor, withMediaUrls, type MediaUrl } from '../media';
import { paging, requestLanguage } from '../request';

const api = '*/api/v1';

type Dated = { createdAt: string };

function newestFirst(a: Dated, b: Dated) {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/**
 * The notice list's order, which prev/next of a notice also follow: pinned, then newest. With
 * the notices published since the demo started.
 */
const notices = () =>
  [...demoNotices, ...publishedNotices()].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b),
  );

/** A paged list (api.md calls 11, 13-15): one page, in the language asked for. */
function pagedList<T, R>(
  path: string,
  defaultSize: number,
  ordered: readonly T[] | (() => readonly T[]),
  view: (item: T, lang: Language, mediaUrl: MediaUrl) => R,
) {
  return http.get(`${api}/${path}`, ({ request }) => {
    const lang = requestLanguage(request);
    const mediaUrl = mediaUrlFor(request);
    const { page, size } = paging(request, defaultSize);
    const result = pageOf(typeof ordered === 'function' ? ordered() : ordered, page, size);
    return reply(200, { ...result, items: result.items.map((item) => view(item, lang, mediaUrl)) });
  });
}

/** api.md calls 11-15: notices, gallery, videos and resource files. */
export const communityHandlers = [
  pagedList('notices', 10, notices, ({ id, title, createdAt, pinned }, lang) => ({
    id,
    title: title[lang],
    createdAt,
    pinned,
  })),

  http.get(`${api}/notices/:id`, ({ request, params }) => {
    const ordered = notices();
    const index = ordered.findIndex((notice) => String(notice.id) === params.id);
    const notice = ordered[index];
    if (!notice) return reply(404, undefined, { status: 404 });
    const lang = requestLanguage(request);
    return reply(200, {
      id: notice.id,
      title: notice.title[lang],
      content: withMediaUrls(notice.content[lang], mediaUrlFor(request)),
      createdAt: notice.createdAt,
      prevId: ordered[index - 1]?.id ?? null,
      nextId: ordered[index + 1]?.id ?? null,
    });
  }),

  pagedList('gallery', 12, [...demoPhotos].sort(newestFirst), (photo, lang, mediaUrl) => ({
    id: photo.id,
    title: photo.title[lang],
    imageUrl: mediaUrl(photo.imagePath),
    thumbnailUrl: mediaUrl(photo.thumbnailPath),
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt,
  })),

  pagedList('videos', 12, [...demoVideos].sort(newestFirst), (video, lang) => ({
    id: video.id,
    title: video.title[lang],
    youtubeId: video.youtubeId,
    createdAt: video.createdAt,
  })),

  pagedList('references', 10, [...demoReferences].sort(newestFirst), (file, lang, mediaUrl) => ({
    id: file.id,
    title: file.title[lang],
    fileName: file.files[lang].fileName,
    fileUrl: mediaUrl(demoFilePath(file.files[lang])),
    fileSize: file.files[lang].fileSize,
    createdAt: file.createdAt,
  })),
];
