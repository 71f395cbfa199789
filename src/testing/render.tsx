import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { languageOfPath } from '@/config/paths';

let routeLanguage: string | undefined;

/** Renders the real route tree at `url`, with the real i18n instance and the demo API. */
export function renderRoute(url: string) {
  routeLanguage = languageOfPath(new URL(url, 'http://localhost').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/**
 * Waits for the page's main heading, which appears once the lazy route has loaded, and for the
 * page to be in the URL's language (the switch happens in a layout effect after the first render).
 */
export async function findPageHeading(name?: string | RegExp) {
  const expected = routeLanguage;
  if (expected) {
    await waitFor(() => expect(document.documentElement.lang).toBe(expected), { timeout: 5000 });
  }
  return screen.findByRole(
    'heading',
    { level: 1, ...(name === undefined ? {} : { name }) },
    { timeout: 5000 },
  );
}

export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  return { ...render(<AppProvider>{ui}</AppProvider>), user };
}
