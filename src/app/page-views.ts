import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '@/lib/analytics';

/**
 * A page view for the analytics service on every new page: the first one shown and each path
 * the router moves to (a query change, such as a list's next page, is the same page).
 */
export function usePageviews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ name: 'pageview' });
  }, [pathname]);
}
