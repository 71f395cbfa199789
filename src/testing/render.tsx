import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { routes } from '@/app/routes';
import { languageOfPath } from '@/config/paths';

/** The router of the last `renderRoute`: a page's language is read from where it is now. */
let currentRouter: ReturnType<typeof createMemoryRouter> | undefined;

/** Renders the real route tree at `url`, with the real i18n instance and the demo API. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  currentRouter = router;
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

/**
 * Waits for the page's main heading, which appears once the lazy route has loaded, and for the
 * page to be in the language of the router's current URL (the switch happens in a layout effect
 * after the first render). The URL is read on each try: after a click on a language link the
 * router may or may not have moved yet.
 */
export async function findPageHeading(name?: string | RegExp) {
  const router = currentRouter;
  if (router) {
    await waitFor(
      () => {
        const expected = languageOfPath(router.state.location.pathname);
        if (expected) expect(document.documentElement.lang).toBe(expected);
      },
      { timeout: 5000 },
    );
  }
  return screen.findByRole(
    'heading',
    { level: 1, ...(name === undefined ? {} : { name }) },
    { timeout: 5000 },
  );
}

export function renderWithProviders(ui: ReactElement) {
  currentRouter = undefined;
  const user = userEvent.setup();
  return { ...render(ui), user };
}
