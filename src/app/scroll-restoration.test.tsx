import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type HydrationState } from 'react-router';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const routes = [
  {
    id: 'layout',
    Component: Layout,
    children: [
      { path: '/rule', Component: () => <h1>Rule</h1> },
      {
        path: '/point',
        Component: () => (
          <>
            <h1>Point</h1>
            <h2 id="tiers">Tiers</h2>
          </>
        ),
      },
    ],
  },
];

function renderRouter(hydrationData?: HydrationState) {
  const router = createMemoryRouter(routes, { initialEntries: ['/rule'], hydrationData });
  render(<RouterProvider router={router} />);
  return router;
}

/** jsdom does not scroll: the position is whatever the test says it is. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

let scrollTo: MockInstance<typeof window.scrollTo>;
let scrollIntoView: Mock<Element['scrollIntoView']>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo');
  scrollIntoView = vi.fn<Element['scrollIntoView']>();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrolledTo(0);
});

afterEach(() => {
  scrolledTo(0);
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where the visitor was on Back', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Rule' });
    scrolledTo(420);
    scrollTo.mockClear();

    await act(() => router.navigate('/point'));
    expect(await screen.findByRole('heading', { name: 'Point' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Rule' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });

  it('scrolls to the element a fragment names, and to the top when none has that id', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Rule' });

    await act(() => router.navigate('/point#tiers'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Tiers' }));

    scrollTo.mockClear();
    await act(() => router.navigate('/point#%E0%A4%A'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves a navigation that asks for it where it is', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'Rule' });
    scrollTo.mockClear();

    await act(() => router.navigate('/point', { preventScrollReset: true }));
    expect(await screen.findByRole('heading', { name: 'Point' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not move a hydrated page', async () => {
    renderRouter({ loaderData: {} });
    expect(await screen.findByRole('heading', { name: 'Rule' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reads no storage, and hands restoration back to the browser when the page is left', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/rule'],
      hydrationData: { loaderData: {} },
    });
    // From here: React Router's own read at creation is dropped by the build (vite.config.ts).
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Rule' });
    expect(window.history.scrollRestoration).toBe('manual');

    await act(() => router.navigate('/point'));
    await act(() => router.navigate(-1));
    expect(getItem).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    // Back from the browser's page cache: the app handles navigations again.
    window.dispatchEvent(new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
