import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from '@/components/ui/pagination';
import { useApiResource } from '@/hooks/use-api-resource';
import { useLanguage } from '@/hooks/use-language';
import type { ApiResponse } from '@/lib/api/client';
import type { ListQuery, Page } from '../api/paged-list';

export type ListFetcher<T> = (query: ListQuery) => Promise<ApiResponse<Page<T>>>;

/**
 * One page of a community list in the page's language. `fetchList` is a module-level
 * function, so the loader only changes with the page, the size or the language. `preloaded` is
 * the page the HTML was rendered with (src/lib/api/preloaded.ts).
 */
export function useCommunityList<T>(
  fetchList: ListFetcher<T>,
  page: number,
  size: number,
  preloaded?: Page<T>,
) {
  const lang = useLanguage();
  const load = useCallback(
    (signal: AbortSignal) => fetchList({ page, size, lang, signal }),
    [fetchList, page, size, lang],
  );
  return useApiResource(load, preloaded);
}

/** `?page=` of the current URL (anything odd is page 1). */
export function usePageParam(): number {
  const [search] = useSearchParams();
  return pageFromSearch(search);
}
