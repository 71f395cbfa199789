import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { demoNotices } from '@/demo-api/content';
import { answerList } from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';

/** The demo API's order: pinned first, then newest first. */
const ordered = [...demoNotices].sort(
  (a, b) =>
    Number(b.pinned) - Number(a.pinned) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
);

/** The rows of the notice list, in order (once the list has loaded). */
function rows() {
  return [...document.querySelectorAll<HTMLElement>('.notice-list > li')];
}

async function noticeLinks() {
  await screen.findAllByRole('link', { name: ordered[0]!.title.en });
  return [...document.querySelectorAll<HTMLAnchorElement>('.notice-list a')];
}

describe('notice list', () => {
  it('shows the first ten notices, pinned first and marked in words', async () => {
    renderRoute(paths.communityNotice('en'));
    await findPageHeading(en.notice.heading);
    const links = await noticeLinks();
    expect(links.map((link) => link.textContent)).toEqual(
      ordered.slice(0, 10).map((notice) => notice.title.en),
    );
    const items = rows();
    const pinnedCount = ordered.filter((notice) => notice.pinned).length;
    items.forEach((item, index) => {
      if (index < pinnedCount) expect(item).toHaveTextContent(/^Pinned/);
      else expect(item).not.toHaveTextContent('Pinned');
    });
  });

  it('links each notice to its page and dates it for the language', async () => {
    renderRoute(paths.communityNotice('ko'));
    await findPageHeading('공지사항');
    const first = ordered[0]!;
    const link = await screen.findByRole('link', { name: first.title.ko });
    expect(link).toHaveAttribute('href', paths.communityNoticeDetail('ko', { id: first.id }));
    const time = link.parentElement!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', first.createdAt);
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium' }).format(new Date(first.createdAt)),
    );
    expect(link.parentElement).toHaveTextContent('중요');
  });

  it('takes the page from the URL: page 2 starts with the 11th notice', async () => {
    renderRoute(`${paths.communityNotice('en')}?page=2`);
    await findPageHeading(en.notice.heading);
    await screen.findByRole('link', { name: ordered[10]!.title.en });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.notice-list a')];
    expect(links.map((link) => link.textContent)).toEqual(
      ordered.slice(10, 20).map((notice) => notice.title.en),
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      paths.communityNotice('en'),
    );
  });

  it('moves between pages with the page links', async () => {
    const { user, router } = renderRoute(paths.communityNotice('en'));
    await findPageHeading(en.notice.heading);
    await screen.findByRole('link', { name: ordered[0]!.title.en });
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: ordered[10]!.title.en })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows a page number that is not a number as page 1', async () => {
    renderRoute(`${paths.communityNotice('en')}?page=abc`);
    await findPageHeading(en.notice.heading);
    expect(await screen.findByRole('link', { name: ordered[0]!.title.en })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts pinned notices first even when a page arrives in another order', async () => {
    server.use(
      answerList('notices', {
        items: [
          { id: 1, title: 'Regular', createdAt: '2026-05-01T10:00:00Z', pinned: false },
          { id: 2, title: 'Important', createdAt: '2026-01-01T10:00:00Z', pinned: true },
          { id: 3, title: 'Also regular', createdAt: 'not a date', pinned: 'yes' },
        ],
        page: 1,
        size: 10,
        total: 3,
      }),
    );
    renderRoute(paths.communityNotice('en'));
    await findPageHeading(en.notice.heading);
    await screen.findByRole('link', { name: 'Important' });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.notice-list a')];
    expect(links.map((link) => link.textContent)).toEqual(['Important', 'Regular', 'Also regular']);
    // Only a real `true` pins; a date the browser cannot read is left out, not "Invalid Date".
    expect(screen.getAllByText('Pinned')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Also regular' }).parentElement).not.toHaveTextContent(
      /Invalid/,
    );
  });

  it('keeps a page of a list whose numbers are missing, using what it received', async () => {
    server.use(
      answerList('notices', {
        items: [
          { id: 'a', title: 'Only one', pinned: false, extra: { ignored: true } },
          { id: 'a', title: 'Duplicate id', pinned: false },
        ],
      }),
    );
    renderRoute(paths.communityNotice('en'));
    await findPageHeading(en.notice.heading);
    expect(await screen.findByRole('link', { name: 'Only one' })).toBeInTheDocument();
    expect(screen.queryByText('Duplicate id')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
