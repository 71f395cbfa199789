import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/trio.json';
import ko from '../../locales/ko/trio.json';
import { routes } from './routes';

describe('switching language', () => {
  it('renders the page once, in its new language, never the new address in the old one', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/en/trio/rule'] });
    // What every commit put on screen: the address and the page's heading.
    const commits: { path: string; heading: string | undefined }[] = [];
    const record = () =>
      commits.push({
        path: router.state.location.pathname,
        heading: document.querySelector('h1')?.textContent ?? undefined,
      });
    render(
      <Profiler id="site" onRender={record}>
        <RouterProvider router={router} />
      </Profiler>,
    );
    await screen.findByRole('heading', { level: 1, name: en.rule.heading });
    commits.length = 0;

    const [switcher] = screen.getAllByRole('navigation', { name: 'Choose a language' });
    await userEvent.click(within(switcher as HTMLElement).getByRole('link', { name: '한국어' }));
    await screen.findByRole('heading', { level: 1, name: ko.rule.heading });

    expect(router.state.location.pathname).toBe('/ko/trio/rule');
    expect(commits.filter((commit) => commit.path === '/ko/trio/rule')).not.toEqual([]);
    expect(
      commits.filter(
        (commit) => commit.path === '/ko/trio/rule' && commit.heading !== ko.rule.heading,
      ),
    ).toEqual([]);
  });
});
