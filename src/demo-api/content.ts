import { languages, type Language } from '@/config/languages';
import enGallery from './content/en/gallery.json' with { type: 'json' };
import enNotices from './content/en/notices.json' with { type: 'json' };
import enProducts from './content/en/products.json' with { type: 'json' };
import enReferences from './content/en/references.json' with { type: 'json' };
import enVideos from './content/en/videos.json' with { type: 'json' };
import esGallery from './content/es/gallery.json' with { type: 'json' };
import esNotices from './content/es/notices.json' with { type: 'json' };
import esProducts from './content/es/products.json' with { type: 'json' };
import esReferences from './content/es/references.json' with { type: 'json' };
import esVideos from './content/es/videos.json' with { type: 'json' };
import galleryItems from './content/gallery.json' with { type: 'json' };
import koGallery from './content/ko/gallery.json' with { type: 'json' };
import koNotices from './content/ko/notices.json' with { type: 'json' };
import koProducts from './content/ko/products.json' with { type: 'json' };
import koReferences from './content/ko/references.json' with { type: 'json' };
import koVideos from './content/ko/videos.json' with { type: 'json' };
import noticeItems from './content/notices.json' with { type: 'json' };
import productItems from './content/products.json' with { type: 'json' };
import referenceItems from './content/references.json' with { type: 'json' };
import videoItems from './content/videos.json' with { type: 'json' };
import zhGallery from './content/zh/gallery.json' with { type: 'json' };
import zhNotices from './content/zh/notices.json' with { type: 'json' };
import zhProducts from './content/zh/products.json' with { type: 'json' };
import zhReferences from './content/zh/references.json' with { type: 'json' };
import zhVideos from './content/zh/videos.json' with { type: 'json' };

/**
 * The demo API's seeded content. What is the same in every language (ids, dates, files, prices)
 * is in `content/<kind>.json`; the texts are in `content/<lang>/<kind>.json`, keyed by id.
 * Paths (`/demo/...`) are on the API's origin: the handlers answer them as absolute URLs, as
 * the real API does. JSON imports carry `type: 'json'` so that Node (the browser tests' API
 * server, the bench) reads them as Vite does.
 */

type Localized = Record<Language, string>;

/** One language's texts of one kind of content: item id → field → text. */
type TextFile = Record<string, Record<string, string | readonly string[]>>;

/**
 * The items with their texts in every language, one `Localized` per field. A notice's HTML is a
 * list of lines in its file (one block element a line, for review and diffs). A missing text
 * fails here, at start-up, rather than as an empty title on a page.
 */
function withTexts<T extends { id: number }, F extends string>(
  items: readonly T[],
  files: Record<Language, TextFile>,
  fields: readonly F[],
): Array<T & Record<F, Localized>> {
  const text = (lang: Language, id: number, field: F) => {
    const value = files[lang][String(id)]?.[field];
    if (value === undefined) throw new Error(`Demo content: no ${lang} ${field} for item ${id}`);
    return typeof value === 'string' ? value : value.join('\n');
  };
  return items.map((item) => {
    const texts = fields.map((field) => [
      field,
      Object.fromEntries(languages.map((lang) => [lang, text(lang, item.id, field)])),
    ]);
    return { ...item, ...(Object.fromEntries(texts) as Record<F, Localized>) };
  });
}

export type DemoNotice = {
  id: number;
  createdAt: string;
  pinned: boolean;
  title: Localized;
  /**
   * HTML as staff write it in the back office; the site sanitizes it before showing it. Pictures
   * are `src="/demo/..."` paths.
   */
  content: Localized;
};

/**
 * Oldest first; the handler orders them (pinned first, then newest). Pinned are the two that
 * still matter at the end of the demo year: the year-end notice with the 2027 course calendar,
 * and the 2026 calendar (courses run until late November).
 */
export const demoNotices: readonly DemoNotice[] = withTexts(
  noticeItems,
  { ko: koNotices, en: enNotices, zh: zhNotices, es: esNotices },
  ['title', 'content'],
);

export type DemoPhoto = {
  id: number;
  createdAt: string;
  title: Localized;
  /** The illustrations in `public/demo/gallery/`. */
  imagePath: string;
  thumbnailPath: string;
  /** Size of the full image, so the page can reserve its space before it loads. */
  width: number;
  height: number;
};

/** Oldest first; the handler lists them newest first. */
export const demoPhotos: readonly DemoPhoto[] = withTexts(
  galleryItems,
  { ko: koGallery, en: enGallery, zh: zhGallery, es: esGallery },
  ['title'],
);

export type DemoVideo = {
  id: number;
  createdAt: string;
  title: Localized;
  /** The 11-character id of the video on YouTube. */
  youtubeId: string;
};

/** Oldest first; the handler lists them newest first. */
export const demoVideos: readonly DemoVideo[] = withTexts(
  videoItems,
  { ko: koVideos, en: enVideos, zh: zhVideos, es: esVideos },
  ['title'],
);

export type DemoFile = {
  /** A file under `public/demo/files/`. */
  fileName: string;
  /** Bytes; equal to the size of the file (a test checks it). */
  fileSize: number;
};

export type DemoReference = {
  id: number;
  createdAt: string;
  title: Localized;
  /**
   * The file in each language. A file written in one language only is the same file in all
   * four, and the title says which language it is in.
   */
  files: Record<Language, DemoFile>;
};

/** Where the demo API serves a file (on its own origin). */
export function demoFilePath(file: DemoFile): string {
  return `/demo/files/${file.fileName}`;
}

/** Oldest first; the handler lists them newest first. */
export const demoReferences: readonly DemoReference[] = withTexts(
  referenceItems,
  { ko: koReferences, en: enReferences, zh: zhReferences, es: esReferences },
  ['title'],
);

export type DemoProduct = {
  id: number;
  name: Localized;
  description: Localized;
  /** In whole units of the currency: KRW, the demo's, has no minor unit. */
  price: number;
  currency: string;
  imagePath: string;
  /** The shop's page of the product. */
  url: string;
};

/** In the order the shop shows them. */
export const demoProducts: readonly DemoProduct[] = withTexts(
  productItems,
  { ko: koProducts, en: enProducts, zh: zhProducts, es: esProducts },
  ['name', 'description'],
);
