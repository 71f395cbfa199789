import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCallKey, noticeCall } from '@/config/api-answers';
import { paths } from '@/config/paths';
import { demoNotices } from '@/demo-api/content';
import { answerNotice, failNotice } from '@/testing/community-answers';
import { forgetPreloadedAnswers, providePreloadedAnswers } from '@/lib/api/preloaded';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';
import ko from '../../../../locales/ko/community.json';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const ordered = [...demoNotices].sort(
  (a, b) =>
    Number(b.pinned) - Number(a.pinned) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
);

function content() {
  const node = document.querySelector<HTMLElement>('.notice-content');
  if (!node) throw new Error('No notice content');
  return node;
}

afterEach(() => {
  delete window.__pwned;
});

describe('notice page', () => {
  it('starts from the notice its HTML came with, without asking the API again', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v1/notices/:id', () => {
        asked += 1;
        return HttpResponse.json({ code: 500 }, { status: 500 });
      }),
    );
    const notice = {
      id: 42,
      title: 'Spring courses',
      content: '<p>  </p><p style="color:red">Registration   opens on <b>2 March</b>.</p>',
      createdAt: '2026-02-20T09:00:00+09:00',
    };
    providePreloadedAnswers({ [apiCallKey(noticeCall('42', 'en'))]: notice });
    try {
      renderRoute(paths.communityNoticeDetail('en', { id: 42 }));
      expect(await findPageHeading('Spring courses')).toBeInTheDocument();
      await waitFor(() =>
        expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
          'content',
          'Registration opens on 2 March.',
        ),
      );
      expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute(
        'content',
        'article',
      );
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      );
      expect(data.find((block) => block['@type'] === 'NewsArticle')).toMatchObject({
        headline: 'Spring courses',
        datePublished: notice.createdAt,
      });
      expect(within(content()).getByText('2 March')).toBeInTheDocument();
      expect(asked).toBe(0);
    } finally {
      forgetPreloadedAnswers();
    }
  });

  it('names the page by the notice (heading and title), with the date and the content', async () => {
    const notice = demoNotices[0]!;
    renderRoute(paths.communityNoticeDetail('en', { id: notice.id }));
    expect(await findPageHeading(notice.title.en)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${notice.title.en} | TRIO`));
    expect(screen.getByRole('article', { name: notice.title.en })).toBeInTheDocument();
    expect(document.querySelector('.notice-article time')).toHaveAttribute(
      'dateTime',
      notice.createdAt,
    );
    expect(within(content()).getByText('1 February 2026')).toBeInTheDocument();
    expect(within(content()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders hostile content without scripts, handlers or dangerous links', async () => {
    server.use(
      answerNotice({
        content: `<p>Hello</p>
<script>window.__pwned=1</script>
<img src=x onerror="window.__pwned=1">
<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="data image">
<a href="javascript:window.__pwned=1">click me</a>
<a href=" JaVaScRiPt:window.__pwned=1">spaced</a>
<svg><script>window.__pwned=1</script><circle onload="window.__pwned=1"/></svg>
<iframe src="https://evil.example/"></iframe>
<form action="https://evil.example/"><input name="password"></form>
<p style="position:fixed;inset:0" onclick="window.__pwned=1">styled</p>
<a href="https://example.org">external</a>
<a href="/en/community/reference">internal</a>
<a href="//evil.example/x">protocol-relative</a>
<a href="mailto:someone@example.org">mail</a>`,
      }),
    );
    renderRoute(paths.communityNoticeDetail('en', { id: 77 }));
    await findPageHeading();
    await screen.findByText('Hello');
    const node = content();

    // The page's own JSON-LD data blocks are the only scripts; the notice brings none.
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(node.querySelectorAll('script')).toHaveLength(0);
    expect(node.querySelector('svg, iframe, form, input, [style]')).toBeNull();
    const handlers = [...node.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    );
    expect(handlers).toEqual([]);
    for (const element of node.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expect(url).not.toMatch(/^\/\//);
    }

    const external = within(node).getByRole('link', { name: 'external' });
    expect(external).toHaveAttribute('href', 'https://example.org');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    const internal = within(node).getByRole('link', { name: 'internal' });
    expect(internal).toHaveAttribute('href', '/en/community/reference');
    expect(internal).not.toHaveAttribute('target');
    // Links that are neither http(s) nor internal keep their text but lose the link.
    for (const text of ['click me', 'spaced', 'protocol-relative', 'mail']) {
      expect(within(node).getByText(text)).not.toHaveAttribute('href');
    }
    // A picture that cannot load leaves its description as text, not an unnamed image.
    expect(within(node).queryByAltText('data image')).toBeNull();
    expect(node).toHaveTextContent('data image');
    expect(window.__pwned).toBeUndefined();
  });

  it('shows the pictures of a notice from the absolute URLs the API gives', async () => {
    // The demo API answers on its own origin, which in unit tests is the page's.
    const notice = demoNotices.find((item) => item.content.en.includes('<img'))!;
    renderRoute(paths.communityNoticeDetail('en', { id: notice.id }));
    await findPageHeading(notice.title.en);
    expect(within(content()).getByRole('img')).toHaveAttribute(
      'src',
      new URL('/demo/gallery/photo-05.svg', window.location.origin).href,
    );
  });

  it('shows a picture that staff HTML loads from a media host', async () => {
    const src = 'https://media.trio-sport.example/notices/final.webp';
    server.use(answerNotice({ content: `<p><img src="${src}" alt="Final"></p>` }));
    renderRoute(paths.communityNoticeDetail('en', { id: 77 }));
    await findPageHeading();
    expect(await screen.findByRole('img', { name: 'Final' })).toHaveAttribute('src', src);
  });

  it('follows a link to another page of the site without leaving the app', async () => {
    server.use(answerNotice({ content: '<p><a href="/en/community/reference">Files</a></p>' }));
    const { user, router } = renderRoute(paths.communityNoticeDetail('en', { id: 77 }));
    await findPageHeading();
    await user.click(await screen.findByRole('link', { name: 'Files' }));
    expect(await findPageHeading(en.reference.heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/community/reference');
  });

  it('shows a not-found message inside the page for an unknown id, with the way back', async () => {
    renderRoute(paths.communityNoticeDetail('en', { id: 'no-such-notice' }));
    await findPageHeading();
    expect(await findPageHeading(en.noticeDetail.notFound.title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${en.noticeDetail.notFound.title} | TRIO`));
    expect(screen.getByText(en.noticeDetail.notFound.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.noticeDetail.back })).toHaveAttribute(
      'href',
      paths.communityNotice('en'),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the not-found message in Korean', async () => {
    renderRoute(paths.communityNoticeDetail('ko', { id: 9999 }));
    await findPageHeading();
    expect(
      await screen.findByText(ko.noticeDetail.notFound.body, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an error with retry when the notice cannot be loaded', async () => {
    server.use(failNotice(500, { once: true }));
    const notice = demoNotices[0]!;
    const { user } = renderRoute(paths.communityNoticeDetail('en', { id: notice.id }));
    await findPageHeading();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findPageHeading(notice.title.en)).toBeInTheDocument();
  });

  it('treats a notice without a title as an error, not a crash', async () => {
    server.use(answerNotice({ title: '' }));
    renderRoute(paths.communityNoticeDetail('en', { id: 77 }));
    await findPageHeading();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('goes back to the list page the visitor came from', async () => {
    const { user, router } = renderRoute(`${paths.communityNotice('en')}?page=2`);
    await findPageHeading(en.notice.heading);
    const eleventh = ordered[10]!;
    await user.click(
      await screen.findByRole('link', { name: eleventh.title.en }, { timeout: 5000 }),
    );
    await findPageHeading(eleventh.title.en);
    expect(router.state.location.pathname).toBe(
      paths.communityNoticeDetail('en', { id: eleventh.id }),
    );
    const back = screen.getByRole('link', { name: en.noticeDetail.back });
    expect(back).toHaveAttribute('href', `${paths.communityNotice('en')}?page=2`);
    await user.click(back);
    expect(
      await screen.findByRole('link', { name: eleventh.title.en }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('moves to the previous and next notices, keeping the way back', async () => {
    const [first, second] = ordered;
    const { user } = renderRoute(`${paths.communityNotice('en')}?page=1`);
    await findPageHeading(en.notice.heading);
    await user.click(await screen.findByRole('link', { name: first!.title.en }, { timeout: 5000 }));
    await findPageHeading(first!.title.en);
    // The first notice has no previous one.
    const pager = screen.getByRole('navigation', { name: en.noticeDetail.otherNotices });
    expect(within(pager).queryByRole('link', { name: en.noticeDetail.previous })).toBeNull();

    await user.click(within(pager).getByRole('link', { name: en.noticeDetail.next }));
    const title = await findPageHeading(second!.title.en);
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(screen.getByRole('link', { name: en.noticeDetail.previous }));
    expect(await findPageHeading(first!.title.en)).toBeInTheDocument();
  });
});
