import { useTranslation } from 'react-i18next';
import './list-states.css';

/** Placeholder rows in the shape of the list, so the page does not jump when data arrives. */
export function ListSkeleton({
  rows = 5,
  variant = 'row',
}: {
  rows?: number;
  variant?: 'row' | 'card';
}) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton skeleton--${variant}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('list.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p className="list-empty" role="status">
      {message}
    </p>
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
