import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { watchChunkFailures } from '@/lib/chunk-reload';
import { checkForNewVersion } from '@/lib/version-polling';
import { missingChunk } from '@/testing/chunks';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { ErrorPage } from './error-page';
import { createAppRouter, dataStrategy } from './router';

// The rule page's and the course request dialog's chunks are gone from the server (a deploy
// since this tab loaded).
vi.mock('./routes/trio/rule', async () => (await import('@/testing/chunks')).missingChunk());

beforeAll(() => watchChunkFailures());

/** The document the guard loads starts afresh. */
function newDocument() {
  window.dispatchEvent(new Event('pageshow'));
}

describe('a new deploy', () => {
  it('turns the next route change into a full page load of its target', async () => {
    const { user, router } = renderRoute('/en/home');
    await findPageHeading();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });

    server.use(
      http.get('*/builds/latest.json', () =>
        HttpResponse.json({ id: 'a-newer-build', timestamp: 2 }),
      ),
    );
    expect(await checkForNewVersion()).toBe(true);

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('link', { name: 'Company' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]?.[0] as string).pathname).toBe('/en/company');
    // The old page stays until the browser leaves; the new one never renders from old code.
    expect(router.state.location.pathname).toBe('/en/home');
    expect(screen.queryByRole('heading', { name: 'About the company' })).not.toBeInTheDocument();
  });
});

describe('a vanished chunk', () => {
  afterEach(() => {
    env.isProduction = false;
    newDocument();
  });

  function renderBrokenPage() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <ErrorPage />,
          HydrateFallback: () => null,
          children: [{ path: 'en/trio', lazy: async () => missingChunk() }],
        },
      ],
      { initialEntries: ['/en/trio'], dataStrategy },
    );
    return render(<RouterProvider router={router} />);
  }

  it('reloads the page once, then shows the error page with a reload button', async () => {
    env.isProduction = true;
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/en/trio', reload });

    const first = renderBrokenPage();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    first.unmount();

    // The reloaded page fails again within 10 s: no second reload, no loop.
    newDocument();
    renderBrokenPage();
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('a vanished chunk during a navigation', () => {
  afterEach(() => {
    env.isProduction = false;
    window.history.replaceState(null, '', '/');
    newDocument();
  });

  function renderApp(url: string) {
    window.history.replaceState(null, '', url);
    const router = createAppRouter();
    return { router, view: render(<RouterProvider router={router} />) };
  }

  it('loads the clicked page in full, once, then shows the error page', async () => {
    const first = renderApp('/en/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    env.isProduction = true;
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload });

    await userEvent.click(screen.getByRole('link', { name: 'See the ranking formula' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en/trio/rule'));
    expect(reload).not.toHaveBeenCalled();
    // The old page stays until the browser leaves it.
    expect(first.router.state.location.pathname).toBe('/en/home');
    first.view.unmount();
    first.router.dispose();

    // The full load of /en/trio/rule fails again within 10 s: the error page, no loop.
    vi.unstubAllGlobals();
    newDocument();
    const second = renderApp('/en/trio/rule');
    vi.stubGlobal('location', { ...window.location, assign, reload });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    second.router.dispose();
  });
});
