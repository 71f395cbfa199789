import { useContext, useEffect, useLayoutEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
} from 'react-router';

/** Scroll positions of the entries visited in this document, by history key. */
const savedPositions: Record<string, number> = {};

const currentScrollY = () => window.scrollY;

function setBrowserRestoration(mode: History['scrollRestoration']) {
  window.history.scrollRestoration = mode;
}

/**
 * React Router's scroll behaviour, without its `sessionStorage`: a new page starts at the top (or
 * at its `#fragment`), Back and Forward return to where the visitor was. React Router's own
 * `ScrollRestoration` reads `sessionStorage` while the page hydrates, and a page's first storage
 * access waits for the browser process (a synchronous IPC): on a busy phone, milliseconds in the
 * middle of start-up (docs/decisions/007-benchmark-machine.md). The positions it keeps there are
 * for a document loaded again (a reload, Back from another site). A pre-rendered page has its
 * content before any script runs, so the browser's own restoration, switched back on when the
 * page is left, handles those. A page rendered in the browser only (a notice, the account pages)
 * starts at the top again after a reload.
 */
export function ScrollRestoration() {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  const restoreScrollPosition = state?.restoreScrollPosition;
  const preventScrollReset = state?.preventScrollReset;

  useEffect(() => {
    // Manual while the app handles navigations; automatic when the document is left, for the
    // browser to restore it on a reload or on Back from another site.
    const manual = () => setBrowserRestoration('manual');
    const automatic = () => setBrowserRestoration('auto');
    manual();
    window.addEventListener('pagehide', automatic);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', automatic);
      window.removeEventListener('pageshow', manual);
      automatic();
    };
  }, []);

  // The router records the position of the entry it leaves and hands back the saved one.
  useLayoutEffect(() => router?.enableScrollRestoration(savedPositions, currentScrollY), [router]);

  useLayoutEffect(() => {
    // False: a hydrated first render or a revalidation; the page stays where it is.
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash && scrollToFragment(location.hash)) return;
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return null;
}

function scrollToFragment(hash: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape is no element's id.
    return false;
  }
  const element = document.getElementById(id);
  element?.scrollIntoView();
  return element !== null;
}
