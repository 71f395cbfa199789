import './pagination.css';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** `?page=` from the URL: a missing, non-numeric or out-of-range value means page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function withPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page links that keep the page number in the URL, so a page can be shared and reloaded. */
export function Pagination({ page, size, total }: { page: number; size: number; total: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const step = (target: number, label: string) =>
    target < 1 || target > pages ? (
      <span aria-disabled="true">{label}</span>
    ) : (
      <Link to={withPage(pathname, search, target)}>{label}</Link>
    );
  return (
    <nav className="pagination" aria-label={t('list.pages')}>
      <ul className="plain-list">
        <li>{step(page - 1, t('list.previous'))}</li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={withPage(pathname, search, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('list.page', { number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, t('list.next'))}</li>
      </ul>
    </nav>
  );
}
