import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { answerList, failList } from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';
import ko from '../../../../locales/ko/community.json';

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('community overview', () => {
  it('shows the latest three notices, four photos and two videos, with links to each list', async () => {
    renderRoute(paths.community('en'));
    await findPageHeading(en.overview.heading);
    const notices = region(en.overview.notices.heading);
    await notices.findAllByRole('listitem');
    expect(notices.getAllByRole('listitem')).toHaveLength(3);
    const photos = region(en.overview.photos.heading);
    expect(await photos.findAllByRole('button')).toHaveLength(4);
    const videos = region(en.overview.videos.heading);
    expect(await videos.findAllByRole('button', { name: /^Play video/ })).toHaveLength(2);

    const links: Array<[string, string]> = [
      [en.overview.notices.all, paths.communityNotice('en')],
      [en.overview.photos.all, paths.communityGallery('en')],
      [en.overview.videos.all, paths.communityVideo('en')],
      [en.overview.files.all, paths.communityReference('en')],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('asks each list for only what it shows, in the page language', async () => {
    const asked: URL[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url));
    };
    server.events.on('request:start', onRequest);
    try {
      renderRoute(paths.community('ko'));
      await findPageHeading(ko.overview.heading);
      await region(ko.overview.videos.heading).findAllByRole('button', { name: /^영상 재생/ });
      const sizes = Object.fromEntries(
        asked
          .filter((url) => url.pathname.startsWith('/api/v1/'))
          .filter((url) => url.pathname !== '/api/v1/user/info')
          .map((url) => [
            url.pathname,
            `${url.searchParams.get('size')}/${url.searchParams.get('lang')}`,
          ]),
      );
      expect(sizes).toEqual({
        '/api/v1/notices': '3/ko',
        '/api/v1/gallery': '4/ko',
        '/api/v1/videos': '2/ko',
      });
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('keeps the other blocks working when one fails, and retries only that one', async () => {
    server.use(failList('notices', { once: true }));
    const { user } = renderRoute(paths.community('en'));
    await findPageHeading(en.overview.heading);
    const notices = region(en.overview.notices.heading);
    const alert = await notices.findByRole('alert');
    expect(await region(en.overview.photos.heading).findAllByRole('button')).toHaveLength(4);
    expect(
      await region(en.overview.videos.heading).findAllByRole('button', { name: /^Play video/ }),
    ).toHaveLength(2);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await notices.findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each empty block with its own text', async () => {
    server.use(
      answerList('notices', { items: [] }),
      answerList('gallery', { items: [] }),
      answerList('videos', { items: [] }),
    );
    renderRoute(paths.community('en'));
    await findPageHeading(en.overview.heading);
    expect(await screen.findByText(en.notice.empty)).toBeInTheDocument();
    expect(await screen.findByText(en.gallery.empty)).toBeInTheDocument();
    expect(await screen.findByText(en.video.empty)).toBeInTheDocument();
  });

  it('opens an overview photo in the lightbox', async () => {
    const { user } = renderRoute(paths.community('en'));
    await findPageHeading(en.overview.heading);
    const [first] = await region(en.overview.photos.heading).findAllByRole('button');
    await user.click(first!);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Photo 1 of 4');
    await user.keyboard('{Escape}');
    expect(first).toHaveFocus();
  });
});
