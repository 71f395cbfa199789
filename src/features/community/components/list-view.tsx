import type { ReactNode } from 'react';
import { EmptyState, ListError, ListSkeleton } from '@/components/ui/list-states';
import type { Resource } from '@/hooks/use-api-resource';
import type { Page } from '../api/paged-list';

type ListViewProps<T> = {
  resource: Resource<Page<T>>;
  onRetry: () => void;
  /** The spec's empty-state text of this list. */
  empty: string;
  /** Placeholder in the list's own shape, so nothing jumps when the answer arrives. */
  skeleton: { rows: number; variant: 'row' | 'card' };
  children: (items: T[]) => ReactNode;
};

/** The four states every community list goes through: loading, error, empty, items. */
export function ListView<T>({ resource, onRetry, empty, skeleton, children }: ListViewProps<T>) {
  if (resource.status === 'loading') return <ListSkeleton {...skeleton} />;
  if (resource.status === 'error') return <ListError code={resource.code} onRetry={onRetry} />;
  if (resource.data.items.length === 0) return <EmptyState message={empty} />;
  return <>{children(resource.data.items)}</>;
}
