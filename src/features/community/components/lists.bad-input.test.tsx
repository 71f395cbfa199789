import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badInput, badInputMarker, unsafeUrls, wasPwned } from '@/testing/fixtures/bad-input';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';

const assign = vi.fn();
let alertSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
  delete window.__pwned;
});

afterEach(() => {
  delete window.__pwned;
});

const date = '2026-03-01T10:00:00+09:00';

/**
 * Per corpus entry, one item whose every text field is the entry (with working links) and one
 * whose links are the entry too (dropped by the parsers when unsafe, shown when not).
 */
function items(make: (text: string, link: string | undefined, n: number) => object) {
  return badInput.flatMap((text, n) => [
    make(text, undefined, 2 * n + 1),
    make(text, text, 2 * n + 2),
  ]);
}

const page = (list: object[]) => ({ items: list, page: 1, size: list.length, total: list.length });

const lists = [
  {
    name: 'notices',
    url: '/en/community/notice',
    heading: 'Notices',
    path: '*/api/v1/notices',
    result: page(
      items((text, _link, id) => ({ id, title: text, createdAt: text, pinned: id % 3 === 0 })),
    ),
  },
  {
    name: 'notice content',
    url: '/en/community/notice/1',
    // A notice is headed by its own title: here the corpus, as text.
    heading: /<script>/,
    path: '*/api/v1/notices/:id',
    result: {
      id: 1,
      title: badInput.join(' | '),
      createdAt: date,
      content: [
        ...badInput.map((text) => `<p>${text}</p>`),
        ...badInput.map((text) => `<a href="${text.replace(/"/g, '&quot;')}">link</a>`),
        ...badInput.map((text) => `<img src="${text.replace(/"/g, '&quot;')}" alt="i">`),
        '<a href="https://example.org/outside">outside</a><a href="/en/home">inside</a>',
        '<form action="javascript:window.__pwned=1"><button formaction="javascript:1">x</button></form>',
        '<object data="javascript:window.__pwned=1"></object><embed src="data:text/html,x">',
        '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
      ].join(''),
      prevId: '<script>',
      nextId: 'javascript:window.__pwned=1',
    },
  },
  {
    name: 'gallery',
    url: '/en/community/gallery',
    heading: 'Photo gallery',
    path: '*/api/v1/gallery',
    result: page(
      items((text, link, id) => ({
        id,
        title: text,
        imageUrl: link ?? '/demo/a.png',
        thumbnailUrl: link ?? '/demo/a.png',
        width: text,
        height: 10,
        createdAt: text,
      })),
    ),
  },
  {
    name: 'videos',
    url: '/en/community/video',
    heading: 'Videos',
    path: '*/api/v1/videos',
    result: page(
      items((text, link, id) => ({
        id,
        title: text,
        youtubeId: link ?? 'q3T8vKp2XcA',
        createdAt: text,
      })),
    ),
  },
  {
    name: 'references',
    url: '/en/community/reference',
    heading: 'Resources',
    path: '*/api/v1/references',
    result: page(
      items((text, link, id) => ({
        id,
        title: text,
        fileName: text,
        fileUrl: link ?? '/files/a.pdf',
        fileSize: text,
        createdAt: text,
      })),
    ),
  },
  {
    name: 'products',
    url: '/en/product',
    heading: 'Products',
    path: '*/api/v1/products',
    result: {
      items: items((text, link, id) => ({
        id,
        name: text,
        description: text,
        price: text,
        currency: text,
        imageUrl: link ?? '/demo/a.png',
        url: link ?? 'https://shop.example/p',
      })),
    },
  },
];

describe.each(lists)('$name with the bad-input corpus from the API', (list) => {
  it('shows it as text: nothing executes, crashes or navigates', async () => {
    server.use(http.get(list.path, () => HttpResponse.json({ code: 200, result: list.result })));
    const { router } = renderRoute(list.url);
    await findPageHeading(list.heading);
    await waitFor(() => expect(document.body.innerHTML).toContain(badInputMarker), {
      timeout: 5000,
    });
    // Let images, handlers and effects run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wasPwned()).toBe(false);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(list.url);
    expect(screen.getByRole('heading', { level: 1, name: list.heading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('main script, main iframe, main object, main embed')).toBeNull();
    expect(unsafeUrls()).toEqual([]);
    // No bidi override or other invisible format character is shown (an emoji's joiner is
    // part of the emoji): `…\u202Egnp.exe` would read as `…exe.png`.
    const shown = [...document.querySelectorAll('main, main [alt], main [title]')].map(
      (node) => `${node.textContent} ${node.getAttribute('alt')} ${node.getAttribute('title')}`,
    );
    expect(shown.join('').replaceAll('\u200D', '')).not.toMatch(/\p{Cf}/u);
    expect(shown.join('')).toContain('right-to-left gnp.exe and isolates');
    // Links to other sites (and any link opening a new tab) cannot reach back to this page.
    const external = [...document.querySelectorAll('a[href]')].filter((link) => {
      const url = new URL(link.getAttribute('href')!, 'http://localhost:3000/');
      const web = url.protocol === 'http:' || url.protocol === 'https:';
      return (
        web && (link.getAttribute('target') === '_blank' || url.origin !== 'http://localhost:3000')
      );
    });
    if (list.name === 'notice content' || list.name === 'products') {
      expect(external.length).toBeGreaterThan(0);
    }
    const unsafeRel = external
      .filter(
        (link) =>
          !/noopener/.test(link.getAttribute('rel') ?? '') ||
          !/noreferrer/.test(link.getAttribute('rel') ?? ''),
      )
      .map((link) => link.outerHTML.slice(0, 200));
    expect(unsafeRel).toEqual([]);
    console.log(`bad input: ${list.name}: ${badInput.length} inputs through every shown field`);
  });
});
