import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { pageFromSearch, Pagination } from './pagination';

function renderPagination(url: string, page: number, total: number) {
  const router = createMemoryRouter(
    [{ path: '/en/community/notice', element: <Pagination page={page} size={10} total={total} /> }],
    { initialEntries: [url] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('pageFromSearch', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=abc', 1],
    ['?page=-3', 1],
    ['?page=1.5', 1],
    ['?page=99999999', 1],
    ['?page=2&page=5', 2],
  ])('%j → %i', (search, page) => {
    expect(pageFromSearch(new URLSearchParams(search))).toBe(page);
  });
});

describe('Pagination', () => {
  it('links every page in the URL and marks the current one', () => {
    renderPagination('/en/community/notice?page=2&x=1', 2, 25);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/community/notice?x=1',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/community/notice?page=3&x=1',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en/community/notice?page=3&x=1',
    );
  });

  it('shows nothing for a single page', () => {
    renderPagination('/en/community/notice', 1, 7);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  // WCAG 2.5.3 (label in name): a voice user says what they see ("click 2"), so the name holds
  // the shown number: as a word of its own in English and Spanish; Korean and Chinese write the
  // counter on the number, as their copy does everywhere ("2페이지", "第2页").
  it.each(languages)(
    'in %s, each page link is named with its visible number as a word',
    async (lang) => {
      await loadNamespaces(lang, ['common']);
      await i18n.changeLanguage(lang);
      renderPagination('/en/community/notice', 1, 25);
      for (const number of ['1', '2', '3']) {
        const link = screen.getByText(number, { selector: 'a' });
        const name = link.getAttribute('aria-label') ?? '';
        if (lang === 'zh') expect(name).toMatch(new RegExp(`^第${number}页$`));
        else if (lang === 'ko') expect(name).toBe(`${number}페이지`);
        else expect(name.split(/\s+/)).toContain(number);
      }
    },
  );
});
