import { cleanup, render as renderOnClient, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server';
import { App } from './app';
import { createHydratingRouter } from './router';
import { routes } from './routes';

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/**
 * createHydratingRouter copies what react-router does for a navigation (src/app/router.tsx): a
 * react-router upgrade that changes how lazy routes or loaders are called shows up here.
 */
describe('createHydratingRouter', () => {
  it('hydrates a pre-rendered page whose route has a loader and a lazy module', async () => {
    const path = '/en/company';
    const page = await render(path);
    window.history.replaceState(null, '', path);
    document.documentElement.lang = page.lang;
    document.head.innerHTML = page.head;
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = page.body;
    document.body.append(container);
    const pageBefore = container.querySelector('main')?.outerHTML;
    const pageRoute = matchRoutes(routes, path)?.at(-1)?.route;
    expect(pageRoute?.id).toBe('company');
    expect(typeof pageRoute?.lazy, 'the page module is not loaded yet').toBe('function');

    const router = await createHydratingRouter(window.location);
    expect(router, 'the page hydrates (no redirect, no failed loader)').toBeDefined();
    if (!router) return;
    // The router starts where the pre-render ended: every loader's data, the page's module.
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(Object.keys(router.state.loaderData).sort()).toEqual(['company', 'lang', 'root']);
    expect(router.state.loaderData.root).toEqual({ lang: 'en' });
    expect(pageRoute?.lazy).toBeUndefined();
    expect(pageRoute?.Component).toBeTypeOf('function');

    const onRecoverableError = vi.fn();
    renderOnClient(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      { container, hydrate: true, onRecoverableError },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About the company' }),
    ).toBeInTheDocument();
    // The page itself is what was pre-rendered (the header's session links change once the
    // session is known: they are not part of the page).
    expect(container.querySelector('main')?.outerHTML).toBe(pageBefore);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });
});
