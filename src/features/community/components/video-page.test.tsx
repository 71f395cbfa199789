import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { demoVideos } from '@/demo-api/content';
import { answerList } from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';

const newest = [...demoVideos].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const youtubeHosts = /youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com/i;

/**
 * Every URL the document could load: sources of loading elements, and anything in the page's
 * main content (the footer's plain link to the channel loads nothing).
 */
function loadableUrls(): string[] {
  const loaders = document.querySelectorAll(
    'img, iframe, script, link, source, video, embed, object',
  );
  return [...loaders].flatMap((node) =>
    ['src', 'href', 'data', 'srcset', 'poster'].flatMap((name) => node.getAttribute(name) ?? []),
  );
}

function expectNothingFromYoutube() {
  expect(screen.getByRole('main').outerHTML).not.toMatch(youtubeHosts);
  expect(loadableUrls().filter((url) => youtubeHosts.test(url))).toEqual([]);
  expect(requests.filter((url) => youtubeHosts.test(url))).toEqual([]);
}

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(request.url);
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

describe('videos', () => {
  it('lists the videos behind facades that load nothing from YouTube before a click', async () => {
    const { user } = renderRoute(paths.communityVideo('en'));
    await findPageHeading(en.video.heading);
    const video = newest[0]!;
    const play = await screen.findByRole('button', { name: `Play video: ${video.title.en}` });
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(
      Math.min(newest.length, 12),
    );

    expectNothingFromYoutube();
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(play);
    const player = screen.getByTitle(video.title.en);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`,
    );
    expect(player.getAttribute('allow')).toMatch(/autoplay/);
    expect(player.getAttribute('allow')).toMatch(/encrypted-media/);
    expect(player.getAttribute('allow')).toMatch(/picture-in-picture/);
    expect(player).toHaveFocus();
    // Only the video that was asked for is embedded.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    const card = player.closest('li')!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(video.title.en);
  });

  it('skips videos whose YouTube id is not a YouTube id', async () => {
    server.use(
      answerList('videos', {
        items: [
          { id: 1, title: 'Too short', youtubeId: 'abc' },
          { id: 2, title: 'Injected', youtubeId: 'abcdefghij"><script>' },
          { id: 3, title: 'Path', youtubeId: '../../evil1' },
          { id: 4, title: 'Good', youtubeId: 'Ab_-0123456' },
          { id: 5, title: 'Number', youtubeId: 12345678901 },
        ],
        page: 1,
        size: 12,
        total: 5,
      }),
    );
    const { user } = renderRoute(paths.communityVideo('en'));
    await findPageHeading(en.video.heading);
    const play = await screen.findByRole('button', { name: 'Play video: Good' });
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(1);
    await user.click(play);
    expect(screen.getByTitle('Good')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Ab_-0123456?autoplay=1',
    );
  });

  it('shows only the latest two videos on the overview, with the same facade', async () => {
    renderRoute(paths.community('en'));
    await findPageHeading(en.overview.heading);
    const region = screen.getByRole('region', { name: en.overview.videos.heading });
    expect(await within(region).findAllByRole('button', { name: /^Play video: / })).toHaveLength(2);
    expectNothingFromYoutube();
  });
});
