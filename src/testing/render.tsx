import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';

/** Renders the real route tree at `url`, with the real i18n instance and the demo API. */
export function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** Waits for the page's main heading, which appears once the lazy route has loaded. */
export function findPageHeading(name?: string | RegExp) {
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
