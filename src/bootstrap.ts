import { rememberLanguageChoices } from './lib/language-cookie';

/**
 * The one inline script of every pre-rendered page (docs/decisions/004-prerendering.md). This
 * file is the script: the pre-render bundles and minifies it (tools/vite/prerender.ts), and the CSP
 * allows it by its hash. It runs in the browser: it imports only what the page needs before the
 * app, the language cookie's one writer (src/lib/language-cookie.ts, with js-cookie).
 *
 * The page is complete without JavaScript, so the app's entry is not even requested until the
 * page has painted: a script fetched during the first paint competes with the HTML on a phone's
 * connection. Then it requests the entry and preloads the files the build listed for the page
 * (`<meta name="trio:modules">`), so that none waits for the file that imports it.
 */

/** Longest wait for a paint that may never be reported (an old browser, an odd page). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `work` once the browser has painted the page's content, or at once when there is nothing
 * to wait for: an empty page, a hidden tab (it does not paint) or a browser that does not report
 * paints.
 */
export function afterFirstPaint(work: () => void, hasContent: boolean, waitMs: number): void {
  const supported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (!hasContent || !supported || document.visibilityState === 'hidden') {
    work();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    work();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(start, waitMs);
}

function listed(name: string): string[] {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return content.split(' ').filter(Boolean);
}

/**
 * Requests the entry (`<meta name="trio:entry">`) after the first paint, then preloads the
 * listed files. Should the entry fail to load (a deploy replaced it), the page stays what it is
 * without JavaScript: plain links that work.
 */
export function boot(
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const [entry] = listed('trio:entry');
  if (!entry) return;
  const root = document.getElementById('root');
  afterFirstPaint(
    () => {
      // An entry that fails to load leaves the page as it works without JavaScript.
      load(entry).catch(() => undefined);
      for (const href of listed('trio:modules')) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    },
    Boolean(root?.firstChild),
    FIRST_PAINT_WAIT_MS,
  );
}

boot();
// A language chosen before the app has loaded is remembered too (docs/decisions/011).
rememberLanguageChoices();
