import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton, ListStatus } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import type { Resource } from '@/hooks/use-api-resource';
import { useFocusRescue } from '@/hooks/use-focus-rescue';
import type { Page } from '../api/paged-list';

type ListViewProps<T> = {
  resource: Resource<Page<T>>;
  onRetry: () => void;
  /** The spec's empty-state text of this list. */
  empty: string;
  /** Placeholder in the list's own shape, so nothing jumps when the answer arrives. */
  skeleton: { rows: number; variant: 'row' | 'card' };
  /** A paged list's page (`?page=`): its page links follow the items. */
  page?: number;
  className?: string;
  children: (items: T[]) => ReactNode;
};

/**
 * The four states every community list goes through: loading, error, empty, items; and its page
 * links. Its status region says each state and, after a page link, which page is shown; when the
 * link or "Try again" that had focus goes away with the old state, focus stays on the list.
 */
export function ListView<T>({
  resource,
  onRetry,
  empty,
  skeleton,
  page,
  className = '',
  children,
}: ListViewProps<T>) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  useFocusRescue(region);
  // "Page 2 of 5" is said once the visitor has changed page, not on arrival.
  const [shownPage, setShownPage] = useState(page);
  const [paged, setPaged] = useState(false);
  if (page !== shownPage) {
    setShownPage(page);
    setPaged(true);
  }
  const data = resource.status === 'ready' ? resource.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  return (
    <div ref={region} tabIndex={-1} className={`list-region ${className}`.trim()}>
      <ListStatus
        loading={resource.status === 'loading'}
        empty={data?.items.length === 0 ? empty : undefined}
        said={data && paged && page !== undefined ? t('list.pageOf', { page, pages }) : undefined}
      />
      {resource.status === 'loading' && <ListSkeleton {...skeleton} />}
      {resource.status === 'error' && <ListError code={resource.code} onRetry={onRetry} />}
      {data && data.items.length > 0 && children(data.items)}
      {data && page !== undefined && <Pagination page={page} size={data.size} total={data.total} />}
    </div>
  );
}
