import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may mark itself busy (`aria-busy`, its title still loading) before it is named anyway. */
const BUSY_WAIT_MS = 10_000;

/**
 * One rule for every in-app navigation to another page (not the first load, which the browser
 * announces itself, and not a change of only the hash or the query, which stays on the page):
 * focus moves to the new page's h1, where reading starts, and a polite status region names the
 * page. Without it focus is left on the link that was used, or on `<body>` when that link went
 * away, and a screen reader says nothing. A page whose title comes from the API (a notice) marks
 * its main content `aria-busy` until it is known, and is named once it is.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    setSaid('');
    const main = document.getElementById('main-content');
    const heading = () => main?.querySelector<HTMLElement>('h1') ?? null;
    const target = heading() ?? main;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // The router has already put the scroll where it belongs (top, or where a visitor was).
      target.focus({ preventScroll: true });
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const busy = () => Boolean(main?.querySelector('[aria-busy="true"]'));
    const announce = () => {
      observer.disconnect();
      clearTimeout(timer);
      const name = heading()?.textContent?.trim() || document.title;
      // A new task: the region was emptied first, so the same name twice is said twice.
      timer = setTimeout(() => setSaid(name));
    };
    const observer = new MutationObserver(() => {
      if (!busy()) announce();
    });
    if (main && busy()) {
      observer.observe(main, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      timer = setTimeout(announce, BUSY_WAIT_MS);
    } else {
      announce();
    }
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" data-route-announcer="">
      {said}
    </div>
  );
}
