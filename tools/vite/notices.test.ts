// @vitest-environment node
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it, vi } from 'vitest';
import { apiCallKey, noticeCall, noticesCall } from '../../src/config/api-answers';
import { fetchNotices, rssFeed } from './notices';
import { sitemap } from './seo';

const origin = 'https://trio.example';
const text = { title: 'Notices | TRIO', description: 'Announcements from TRIO.' };

describe('the notices feed', () => {
  it('is RSS 2.0 a feed reader parses, newest first, each notice at its address', () => {
    const xml = rssFeed(origin, 'en', text, [
      { id: '1', title: 'Older', createdAt: '2026-01-08T10:00:00+09:00', summary: 'First.' },
      { id: '2', title: 'Newer', createdAt: '2026-03-02T09:00:00+09:00', summary: 'Second.' },
      { id: '3', title: 'Undated', summary: '' },
    ]);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('rss');
    expect(feed.meta.version).toBe('2.0');
    expect(feed.title).toBe('Notices | TRIO');
    expect(feed.language).toBe('en');
    expect(feed.self).toBe(`${origin}/feeds/en/notices.xml`);
    expect(feed.items.map((item) => [item.title, item.url, item.published?.toISOString()])).toEqual(
      [
        ['Newer', `${origin}/en/community/notice/2`, '2026-03-02T00:00:00.000Z'],
        ['Older', `${origin}/en/community/notice/1`, '2026-01-08T01:00:00.000Z'],
        ['Undated', `${origin}/en/community/notice/3`, undefined],
      ],
    );
    expect(feed.items[0]?.description).toBe('Second.');
  });

  it('carries a hostile title as text', () => {
    const title = '<script>alert(1)</script> & <b onmouseover="x()">bold</b> \u202Egnp.exe';
    const xml = rssFeed(origin, 'ko', text, [{ id: '9', title, summary: '<img src=x>' }]);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b ');
    const [item] = parseFeed(xml).items;
    expect(item?.title).toContain('alert(1)');
    expect(item?.description).toBe('<img src=x>');
  });
});

describe('the notices the build reads from the API', () => {
  const envelope = (result: unknown) => Response.json({ code: 200, result });

  it('reads every page of each language, then each notice', async () => {
    const fetcher = vi.fn((url: URL) => {
      const id = /\/notices\/(\w+)$/.exec(url.pathname)?.[1];
      if (id) return Promise.resolve(envelope({ id: Number(id), title: `Notice ${id}` }));
      const page = Number(url.searchParams.get('page'));
      const items = page === 1 ? [{ id: 1, title: 'One', createdAt: '2026-01-08' }] : [];
      return Promise.resolve(envelope({ items, page, size: 50, total: 1 }));
    });
    const warn = vi.fn();
    const notices = await fetchNotices('https://api.example', warn, fetcher as typeof fetch);
    expect(warn).not.toHaveBeenCalled();
    const zh = notices?.get('zh');
    expect(zh?.entries).toEqual([{ id: '1', title: 'One', createdAt: '2026-01-08' }]);
    expect(zh?.notices.get('1')).toEqual({ id: 1, title: 'Notice 1' });
    // The list page's own first page, under the key the app looks it up by.
    expect(Object.keys(zh?.answers ?? {})).toEqual([apiCallKey(noticesCall('zh', 1, 10))]);
    expect(apiCallKey(noticeCall('1', 'zh'))).toBe('/api/v1/notices/1?lang=zh');
  });

  it('fails soft: an API that is down gives no notices and a warning, not a failed build', async () => {
    const warn = vi.fn();
    const down = () => Promise.reject(new TypeError('fetch failed'));
    expect(await fetchNotices('https://api.example', warn, down as typeof fetch)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Notices not pre-rendered'));
  });

  it('lists the notices in the sitemap with their dates', () => {
    const xml = sitemap(origin, [{ lang: 'ko', id: '7', createdAt: '2026-01-20T09:30:00+09:00' }]);
    expect(xml).toContain(
      `<url>\n    <loc>${origin}/ko/community/notice/7</loc>\n    <lastmod>2026-01-20T00:30:00.000Z</lastmod>\n  </url>`,
    );
  });
});
