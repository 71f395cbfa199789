import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const apiOrigin = 'http://localhost:3000';
const api = `${apiOrigin}/api/v1`;
const languages = ['ko', 'en', 'zh', 'es'] as const;

type Id = number | string;
type Envelope<T> = { code: number; result?: T };
type Page<T> = { items: T[]; page: number; size: number; total: number };
type NoticeRow = { id: Id; title: string; createdAt: string; pinned: boolean };
type NoticeDetail = {
  id: Id;
  title: string;
  content: string;
  createdAt: string;
  prevId: Id | null;
  nextId: Id | null;
};
type Photo = {
  id: Id;
  title: string;
  imageUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  createdAt: string;
};
type Video = { id: Id; title: string; youtubeId: string; createdAt: string };
type Reference = {
  id: Id;
  title: string;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  createdAt: string;
};
type Product = {
  id: Id;
  name: string;
  description: string;
  price: number;
  currency: string;
  imageUrl: string;
  url: string;
};

async function get<T>(path: string) {
  const response = await fetch(`${api}${path}`);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The result of a call that must succeed. */
async function result<T>(path: string): Promise<T> {
  const { status, body } = await get<T>(path);
  expect(status).toBe(200);
  expect(body.code).toBe(200);
  if (body.result === undefined) throw new Error(`${path} answered without a result`);
  return body.result;
}

const publicDir = resolve(import.meta.dirname, '../../public');

/**
 * The file under `public/` that a picture or file URL of the API names. The URL must be absolute
 * on the API's origin, as the company API gives them.
 */
function publicFile(url: string) {
  const { origin, pathname } = new URL(url);
  expect(origin).toBe(apiOrigin);
  return join(publicDir, decodeURIComponent(pathname));
}

function svgSize(url: string) {
  const svg = readFileSync(publicFile(url), 'utf8');
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

describe('GET /api/v1/notices', () => {
  it('pages by 10 by default and reports the total', async () => {
    const first = await result<Page<NoticeRow>>('/notices?lang=en');
    const second = await result<Page<NoticeRow>>('/notices?lang=en&page=2');

    expect(first).toMatchObject({ page: 1, size: 10, total: 14 });
    expect(first.items).toHaveLength(10);
    expect(second).toMatchObject({ page: 2, size: 10, total: 14 });
    expect(second.items).toHaveLength(4);
    const ids = [...first.items, ...second.items].map((notice) => notice.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('honours the size asked for', async () => {
    const page = await result<Page<NoticeRow>>('/notices?lang=ko&page=3&size=5');

    expect(page).toMatchObject({ page: 3, size: 5, total: 14 });
    expect(page.items).toHaveLength(4);
  });

  it('lists the pinned notices first, then the newest first', async () => {
    const { items } = await result<Page<NoticeRow>>('/notices?lang=en&size=50');
    const pinned = items.filter((notice) => notice.pinned);
    const rest = items.filter((notice) => !notice.pinned);

    expect(pinned).toHaveLength(2);
    expect(items.slice(0, 2)).toEqual(pinned);
    expect(pinned).toEqual([...pinned].sort(byNewest));
    expect(rest).toEqual([...rest].sort(byNewest));
    for (const notice of items) expect(notice.createdAt).toMatch(/^2026-\d\d-\d\dT/);
  });

  it('answers in the language of lang=, English by default', async () => {
    const ko = await result<Page<NoticeRow>>('/notices?lang=ko');
    const en = await result<Page<NoticeRow>>('/notices?lang=en');
    const none = await result<Page<NoticeRow>>('/notices');

    expect(ko.items.map((n) => n.id)).toEqual(en.items.map((n) => n.id));
    const koTitle = ko.items[0]?.title;
    expect(koTitle).toMatch(/[가-힣]/);
    expect(koTitle).not.toBe(en.items[0]?.title);
    expect(none.items).toEqual(en.items);
  });

  it('links every notice to its neighbours in the list order', async () => {
    const { items } = await result<Page<NoticeRow>>('/notices?lang=en&size=50');
    const ids = items.map((notice) => notice.id);

    for (const [index, id] of ids.entries()) {
      const notice = await result<NoticeDetail>(`/notices/${id}?lang=en`);
      expect(notice.id).toBe(id);
      expect(notice.prevId).toBe(ids[index - 1] ?? null);
      expect(notice.nextId).toBe(ids[index + 1] ?? null);
    }
  });

  it('gives a notice its title and HTML content in the language asked for', async () => {
    const { items } = await result<Page<NoticeRow>>('/notices?lang=zh');
    const first = items[0];
    if (!first) throw new Error('no notice');

    const zh = await result<NoticeDetail>(`/notices/${first.id}?lang=zh`);
    const es = await result<NoticeDetail>(`/notices/${first.id}?lang=es`);

    expect(zh.title).toBe(first.title);
    expect(zh.createdAt).toBe(first.createdAt);
    expect(zh.content).toMatch(/^<p>/);
    expect(zh.content).toMatch(/[\u4e00-\u9fff]/);
    expect(es.content).not.toBe(zh.content);
    expect(es.title).not.toBe(zh.title);
  });

  it('points the pictures in a notice at absolute URLs on the API origin', async () => {
    const { items } = await result<Page<NoticeRow>>('/notices?lang=en&size=50');
    const sources: string[] = [];
    for (const { id } of items) {
      const { content } = await result<NoticeDetail>(`/notices/${id}?lang=en`);
      for (const match of content.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)) sources.push(match[1]!);
    }

    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect(src).toMatch(/^http:\/\/localhost:3000\/demo\/gallery\/.+\.svg$/);
      expect(statSync(publicFile(src)).isFile()).toBe(true);
    }
  });

  it('answers 404 with code 404 for an unknown notice', async () => {
    const { status, body } = await get<NoticeDetail>('/notices/9999?lang=en');

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404 });
  });
});

describe('GET /api/v1/gallery', () => {
  it('pages by 12 by default, newest first, with demo images of the stated size', async () => {
    const first = await result<Page<Photo>>('/gallery?lang=en');
    const second = await result<Page<Photo>>('/gallery?lang=en&page=2');

    expect(first).toMatchObject({ page: 1, size: 12, total: 16 });
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(4);
    const photos = [...first.items, ...second.items];
    expect(photos).toEqual([...photos].sort(byNewest));
    for (const photo of photos) {
      expect(photo.imageUrl).toMatch(/^http:\/\/localhost:3000\/demo\/gallery\/.+\.svg$/);
      expect(svgSize(photo.imageUrl)).toEqual({ width: photo.width, height: photo.height });
      expect(svgSize(photo.thumbnailUrl)).toEqual({ width: 400, height: 267 });
    }
  });
});

describe('GET /api/v1/videos', () => {
  it('pages by 12 by default and gives YouTube ids', async () => {
    const page = await result<Page<Video>>('/videos?lang=es');

    expect(page).toMatchObject({ page: 1, size: 12, total: 8 });
    expect(page.items).toHaveLength(8);
    expect(page.items).toEqual([...page.items].sort(byNewest));
    for (const video of page.items) expect(video.youtubeId).toMatch(/^[\w-]{11}$/);
  });
});

describe('GET /api/v1/references', () => {
  it('pages by 10 by default and states the real size of each file', async () => {
    const first = await result<Page<Reference>>('/references?lang=en');
    const second = await result<Page<Reference>>('/references?lang=en&page=2');

    expect(first).toMatchObject({ page: 1, size: 10, total: 12 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
  });

  it.each(languages)(
    'gives %s visitors the file in their language, or says its language',
    async (lang) => {
      const { items } = await result<Page<Reference>>(`/references?lang=${lang}&size=50`);
      const english = await result<Page<Reference>>('/references?lang=en&size=50');
      const mark = { ko: '(영문)', zh: '（英文）', es: '(en inglés)', en: '' }[lang];
      for (const file of items) {
        expect(file.fileUrl).toBe(`${apiOrigin}/demo/files/${file.fileName}`);
        expect(statSync(publicFile(file.fileUrl)).size).toBe(file.fileSize);
        // A file of its own is named by its language (`-ko.pdf`); else it is the English one,
        // and the title says so.
        if (new RegExp(`-${lang}\\.(pdf|txt)$`).test(file.fileName)) continue;
        expect(english.items.find((other) => other.id === file.id)?.fileName).toBe(file.fileName);
        expect(file.title).toContain(mark);
      }
    },
  );
});

describe('GET /api/v1/products', () => {
  it('lists six products in KRW with shop links and demo images, without paging', async () => {
    const ko = await result<{ items: Product[] }>('/products?lang=ko');
    const en = await result<{ items: Product[] }>('/products?lang=en');

    expect(Object.keys(ko)).toEqual(['items']);
    expect(ko.items).toHaveLength(6);
    for (const product of ko.items) {
      expect(product.currency).toBe('KRW');
      expect(Number.isInteger(product.price) && product.price > 0).toBe(true);
      expect(product.url).toMatch(/^https:\/\/shop\.trio-sport\.example\//);
      expect(statSync(publicFile(product.imageUrl)).isFile()).toBe(true);
    }
    expect(ko.items[0]?.id).toBe(en.items[0]?.id);
    expect(ko.items[0]?.name).not.toBe(en.items[0]?.name);
    expect(ko.items[0]?.description).toMatch(/[가-힣]/);
  });
});

describe('picture and file URLs', () => {
  it('are absolute on the origin the API was called on, wherever that is', async () => {
    const other = 'https://api.trio-sport.example';
    const call = async <T>(path: string) =>
      ((await (await fetch(`${other}/api/v1${path}`)).json()) as Envelope<T>).result;

    const gallery = await call<Page<Photo>>('/gallery?lang=en&size=1');
    const references = await call<Page<Reference>>('/references?lang=en&size=1');
    const products = await call<{ items: Product[] }>('/products?lang=en');
    const notice = await call<NoticeDetail>('/notices/6?lang=en');

    const urls = [
      gallery?.items[0]?.imageUrl,
      gallery?.items[0]?.thumbnailUrl,
      references?.items[0]?.fileUrl,
      products?.items[0]?.imageUrl,
    ];
    for (const url of urls) expect(url).toMatch(/^https:\/\/api\.trio-sport\.example\/demo\//);
    expect(notice?.content).toContain(`src="${other}/demo/gallery/photo-05.svg"`);
  });
});

describe('content in four languages', () => {
  const lists = [
    ['/notices', 'title'],
    ['/gallery', 'title'],
    ['/videos', 'title'],
    ['/references', 'title'],
    ['/products', 'name'],
  ] as const;

  it.each(lists)('%s has its own text in every language', async (path, field) => {
    const texts: Record<string, string[]> = {};
    for (const lang of languages) {
      const { items } = await result<{ items: Array<Record<string, unknown>> }>(
        `${path}?lang=${lang}&size=50`,
      );
      texts[lang] = items.map((item) => String(item[field]));
    }

    for (const lang of languages)
      expect(texts[lang]?.every((text) => text.trim() !== '')).toBe(true);
    expect(texts.ko?.every((text) => /[가-힣]/.test(text))).toBe(true);
    expect(texts.zh?.every((text) => /[\u4e00-\u9fff]/.test(text))).toBe(true);
    expect(new Set(languages.map((lang) => texts[lang]?.join('|'))).size).toBe(4);
  });
});
