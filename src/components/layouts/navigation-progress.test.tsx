import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress';

/** Two pages; the second's data takes `delayMs`. Records every text the status region showed. */
function renderWithPageTaking(delayMs: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Link to="/next">Next page</Link>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>First</h1> },
        {
          path: 'next',
          loader: () => new Promise<null>((resolve) => setTimeout(() => resolve(null), delayMs)),
          element: <h1>Second</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  const said: string[] = [];
  const status = screen.getByRole('status');
  new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
    childList: true,
    subtree: true,
  });
  return said;
}

describe('the navigation progress indicator', () => {
  it('shows nothing for a navigation done within the delay', async () => {
    const said = renderWithPageTaking(PROGRESS_DELAY_MS / 3);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS));
    expect(said.filter(Boolean)).toEqual([]);
  });

  it('shows and announces a slow navigation, then goes away', async () => {
    const said = renderWithPageTaking(PROGRESS_DELAY_MS * 3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Loading the page…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(await screen.findByRole('heading', { name: 'Second' }, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(said).toContain('Loading the page…');
  });
});
