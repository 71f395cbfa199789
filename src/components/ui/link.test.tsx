import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function Page() {
  return (
    <>
      <nav aria-label="sections">
        <NavLink to="/en/trio">TRIO</NavLink>
        <NavLink to="/en/company" end>
          Company
        </NavLink>
      </nav>
      <Link to="/en/trio/rule?page=2" className="more">
        Rule
      </Link>
      <Where />
    </>
  );
}

function renderAt(url: string, Component = Page) {
  const router = createMemoryRouter([{ path: '*', Component }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a plain link to the address that navigates inside the app', async () => {
    renderAt('/en/home');
    const link = screen.getByRole('link', { name: 'Rule' });
    expect(link).toHaveAttribute('href', '/en/trio/rule?page=2');
    expect(link).toHaveClass('more');
    await userEvent.click(link);
    expect(screen.getByText('at /en/trio/rule?page=2')).toBeInTheDocument();
  });

  it('runs the given onClick, and stays put when it prevents the default', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const router = renderAt('/en/home', () => (
      <Link to="/en/point" onClick={onClick}>
        Point
      </Link>
    ));
    await userEvent.click(screen.getByRole('link', { name: 'Point' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/en/home');
  });
});

describe('NavLink', () => {
  it('marks the section of the current page, and an `end` link only its own page', () => {
    renderAt('/en/trio/rule');
    expect(screen.getByRole('link', { name: 'TRIO' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'TRIO' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Company' })).not.toHaveAttribute('aria-current');
  });

  it('does not take a page that only starts with the same letters for its section', () => {
    renderAt('/en/trio-news');
    expect(screen.getByRole('link', { name: 'TRIO' })).not.toHaveAttribute('aria-current');
  });

  it('marks an `end` link on its own page', () => {
    renderAt('/en/company');
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Company' })).toHaveClass('active');
  });
});
