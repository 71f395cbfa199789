import { describe, expect, it } from 'vitest';
import { readNoticeLinkState } from '../lib/notice-link-state';
import { parsePhoto } from './get-gallery';
import { parseNotice } from './get-notice';
import { parseNotices } from './get-notices';
import { parseReference } from './get-references';
import { isYoutubeId, parseVideo } from './get-videos';

describe('list answers', () => {
  it('is an error (undefined) when `items` is not an array', () => {
    for (const result of [undefined, null, 'x', [], {}, { items: 'x' }, { items: { 0: {} } }]) {
      expect(parseNotices(result, 10)).toBeUndefined();
    }
  });

  it('drops items without their required fields and ignores unknown fields', () => {
    const page = parseNotices(
      {
        items: [
          { id: 1, title: 'Kept', pinned: false, author: 'ignored' },
          { id: 2 },
          { title: 'No id' },
          { id: 3, title: '   ' },
          { id: {}, title: 'Object id' },
          { id: Number.NaN, title: 'NaN id' },
          { id: '4', title: 'String id', createdAt: '2026-01-01T00:00:00Z' },
        ],
        page: 2,
        size: 10,
        total: 12,
      },
      10,
    );
    expect(page).toEqual({
      items: [
        { id: 1, title: 'Kept', pinned: false, createdAt: undefined },
        { id: '4', title: 'String id', pinned: false, createdAt: '2026-01-01T00:00:00Z' },
      ],
      page: 2,
      size: 10,
      total: 12,
    });
  });

  it('falls back to what it knows when the numbers are not numbers', () => {
    const page = parseNotices(
      { items: [{ id: 1, title: 'A' }], page: '2', size: null, total: -1 },
      10,
    );
    expect(page).toMatchObject({ page: 1, size: 10, total: 1 });
  });
});

describe('items', () => {
  it('reads a notice, with prev/next only when they are ids', () => {
    expect(
      parseNotice({ id: 5, title: 'T', content: 42, prevId: null, nextId: 'x', createdAt: 'no' }),
    ).toEqual({
      id: 5,
      title: 'T',
      content: '',
      createdAt: undefined,
      prevId: undefined,
      nextId: 'x',
    });
    expect(parseNotice({ id: 5 })).toBeUndefined();
    expect(parseNotice('<p>not a record</p>')).toBeUndefined();
  });

  it('keeps a photo that has one safe image and uses it for both', () => {
    expect(
      parsePhoto({ id: 1, title: 'P', thumbnailUrl: '/t.svg', imageUrl: 'data:x' }),
    ).toMatchObject({ imageUrl: '/t.svg', thumbnailUrl: '/t.svg', width: 1200, height: 900 });
    expect(parsePhoto({ id: 1, title: 'P', imageUrl: 'javascript:x' })).toBeUndefined();
  });

  it('accepts only 11-character YouTube ids', () => {
    expect(isYoutubeId('q3T8vKp2XcA')).toBe(true);
    for (const id of ['q3T8vKp2Xc', 'q3T8vKp2XcAA', 'q3T8vKp2Xc!', 'q3T8vKp2Xc/', 12345678901]) {
      expect(isYoutubeId(id)).toBe(false);
    }
    expect(parseVideo({ id: 1, title: 'V', youtubeId: 'bad' })).toBeUndefined();
  });

  it('keeps a file only with a safe link, and a size only when it is a number', () => {
    expect(
      parseReference({ id: 1, title: 'F', fileUrl: '/files/a%20b.pdf?x=1', fileSize: '12' }),
    ).toMatchObject({ fileName: 'a b.pdf', fileSize: undefined });
    expect(parseReference({ id: 1, title: 'F', fileUrl: 'ftp://host/a.pdf' })).toBeUndefined();
  });
});

describe('readNoticeLinkState', () => {
  it('accepts only a sane list page', () => {
    expect(readNoticeLinkState({ listPage: 3 })).toEqual({ listPage: 3 });
    for (const state of [null, 'x', { listPage: '3' }, { listPage: 0 }, { listPage: 1.5 }]) {
      expect(readNoticeLinkState(state).listPage).toBe(1);
    }
  });
});
