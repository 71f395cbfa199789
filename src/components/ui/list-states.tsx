import './list-states.css';
import { useTranslation } from 'react-i18next';

/** Placeholder rows in the shape of the list, so the page does not jump when data arrives. */
export function ListSkeleton({
  rows = 5,
  variant = 'row',
}: {
  rows?: number;
  variant?: 'row' | 'card';
}) {
  return (
    <div className={`skeleton skeleton--${variant}`} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__item" />
      ))}
    </div>
  );
}

type ListStatusProps = {
  loading: boolean;
  /** The list's empty-state text, shown (and said) when it has no items. */
  empty?: string;
  /** Said only, e.g. which page of the list is now shown. */
  said?: string;
};

/**
 * A list's polite status region. It is on the page from the list's first render, and only its
 * words change ("Loading…", the empty state, "Page 2 of 5"): many screen readers say nothing
 * about a live region that arrives together with its text.
 */
export function ListStatus({ loading, empty, said }: ListStatusProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className="list-status">
      {loading ? (
        <span className="visually-hidden">{t('list.loading')}</span>
      ) : empty ? (
        <p className="list-empty">{empty}</p>
      ) : (
        said && <span className="visually-hidden">{said}</span>
      )}
    </div>
  );
}

/** The list failed; the rest of the page keeps working and the visitor can try again. */
export function ListError({ code, onRetry }: { code: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="list-error" role="alert">
      <p>{code === 0 ? t('api.unreachable') : t('list.error')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}
