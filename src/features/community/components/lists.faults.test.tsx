import { screen, within } from '@testing-library/react';
import { matchRequestUrl } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoNotices } from '@/demo-api/content';
import { faultKinds, useFault, type FaultKind } from '@/testing/fixtures/api-faults';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';

/** Every list of api.md (calls 11-16) and the page that shows it. */
const lists: {
  name: string;
  url: string;
  heading: string;
  loadedHeading?: string;
  path: string;
}[] = [
  { name: 'notices', url: '/en/community/notice', heading: 'Notices', path: '*/api/v1/notices' },
  {
    name: 'notice detail',
    url: '/en/community/notice/1',
    heading: 'Notice',
    // Once loaded, a notice is headed by its own title.
    loadedHeading: demoNotices.find((notice) => notice.id === 1)?.title.en,
    path: '*/api/v1/notices/:id',
  },
  {
    name: 'gallery',
    url: '/en/community/gallery',
    heading: 'Photo gallery',
    path: '*/api/v1/gallery',
  },
  { name: 'videos', url: '/en/community/video', heading: 'Videos', path: '*/api/v1/videos' },
  {
    name: 'references',
    url: '/en/community/reference',
    heading: 'Resources',
    path: '*/api/v1/references',
  },
  { name: 'products', url: '/en/product', heading: 'Products', path: '*/api/v1/products' },
] as const;

const unreachable = 'We cannot reach the server right now.';

function expectedText(fault: FaultKind) {
  return fault === 'timeout' || fault === 'network-error' ? unreachable : /could not be loaded/;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(lists)('$name under API faults', (list) => {
  it.each(faultKinds)('%s: an error state with retry; the page keeps working', async (fault) => {
    // code 299 comes with a result that would otherwise be valid: the code alone decides.
    useFault('get', list.path, fault, { items: [], page: 1, size: 10, total: 0 });
    // The faulted call itself, not any API call (the session's runs first): fake time may only
    // move on once this call's timeout timer exists.
    let started = false;
    const onStart = ({ request }: { request: Request }) => {
      if (matchRequestUrl(new URL(request.url), list.path).matches) started = true;
    };
    server.events.on('request:start', onStart);
    if (fault === 'timeout') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { user } = renderRoute(list.url);
    if (fault === 'timeout') {
      await vi.waitFor(() => expect(started).toBe(true), { timeout: 5000 });
      await vi.advanceTimersByTimeAsync(10_000);
      vi.useRealTimers();
    }
    server.events.removeListener('request:start', onStart);
    await findPageHeading(list.heading);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(expectedText(fault));

    // Retry reaches the demo API again once the fault is gone.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: list.loadedHeading ?? list.heading }),
    ).toBeInTheDocument();
  });
});
