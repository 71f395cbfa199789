import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  answerList,
  failList,
  holdList,
  unreachableList,
  type ListName,
} from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';
import ko from '../../../../locales/ko/community.json';

/** The four paged list pages and what each looks like when it has items. */
const listPages = [
  {
    page: 'notice',
    api: 'notices',
    url: paths.communityNotice,
    size: 10,
    firstItem: () =>
      screen
        .getAllByRole('link', { name: /./ })
        .find((link) => link.getAttribute('href')?.startsWith('/en/community/notice/')),
  },
  {
    page: 'gallery',
    api: 'gallery',
    url: paths.communityGallery,
    size: 12,
    firstItem: () =>
      screen
        .queryAllByRole('button', { name: /./ })
        .find((button) => button.classList.contains('gallery-thumb')),
  },
  {
    page: 'video',
    api: 'videos',
    url: paths.communityVideo,
    size: 12,
    firstItem: () => screen.queryAllByRole('button', { name: /^Play video: / })[0],
  },
  {
    page: 'reference',
    api: 'references',
    url: paths.communityReference,
    size: 10,
    firstItem: () => screen.queryAllByRole('link', { name: /^Download / })[0],
  },
] as const;

let requests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(new URL(request.url));
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

describe.each(listPages)('$page list page', ({ page, api, url, size, firstItem }) => {
  const copy = en[page];
  const name: ListName = api;

  it('shows a loading state that keeps the page, then the items', async () => {
    const held = holdList(name);
    server.use(held.handler);
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Loading…',
    );
    // The rest of the page is there while the list loads.
    expect(screen.getByRole('navigation', { name: en.nav.label })).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(firstItem()).toBeDefined());
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('asks for the page, the size and the language', async () => {
    renderRoute(`${url('ko')}?page=2`);
    await findPageHeading(ko[page].heading);
    await waitFor(() => expect(requests.some((r) => r.pathname === `/api/v1/${api}`)).toBe(true));
    const call = requests.find((r) => r.pathname === `/api/v1/${api}`)!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      page: '2',
      size: String(size),
      lang: 'ko',
    });
  });

  it('shows the spec text when the list is empty', async () => {
    server.use(answerList(name, { items: [], page: 1, size, total: 0 }));
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    const said = await screen.findByText(copy.empty);
    // Said by the list's status region, which was there (saying "Loading…") before.
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the empty text in Korean too', async () => {
    server.use(answerList(name, { items: [], page: 1, size, total: 0 }));
    renderRoute(url('ko'));
    await findPageHeading(ko[page].heading);
    expect(await screen.findByText(ko[page].empty)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list again', async () => {
    server.use(failList(name, { once: true }));
    const { user } = renderRoute(url('en'));
    await findPageHeading(copy.heading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    // The rest of the page keeps working.
    expect(screen.getByRole('navigation', { name: en.nav.label })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(firstItem()).toBeDefined());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    server.use(unreachableList(name));
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot reach the server right now.',
    );
  });

  it('treats an answer whose items are not a list as an error, not a crash', async () => {
    server.use(answerList(name, { items: { 0: 'not an array' }, total: 1 }));
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
  });

  it('treats a 200 without any result as an error', async () => {
    server.use(answerList(name, null));
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('drops items without their required fields, so a list of only those is empty', async () => {
    server.use(
      answerList(name, {
        items: [null, 'text', 42, { id: 1 }, { title: 'No id' }, { id: '', title: 'Empty id' }],
        page: 'one',
        size: 'ten',
        total: 'many',
      }),
    );
    renderRoute(url('en'));
    await findPageHeading(copy.heading);
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.queryByText('No id')).not.toBeInTheDocument();
    expect(screen.queryByText('Empty id')).not.toBeInTheDocument();
  });

  it('reads a page number that is not a number as page 1', async () => {
    renderRoute(`${url('en')}?page=abc`);
    await findPageHeading(copy.heading);
    await waitFor(() => expect(requests.some((r) => r.pathname === `/api/v1/${api}`)).toBe(true));
    const call = requests.find((r) => r.pathname === `/api/v1/${api}`)!;
    expect(call.searchParams.get('page')).toBe('1');
  });
});
