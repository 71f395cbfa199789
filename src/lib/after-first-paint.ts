/** Longest wait for a paint that may never be reported (an old browser, an odd page). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `work` once the browser has painted the page's content, or at once when there is nothing
 * to wait for: an empty page (the SPA fallback paints nothing until the app runs), a hidden tab
 * (it does not paint at all) or a browser that does not report paints.
 *
 * Its own source becomes the inline script of every pre-rendered page (`inlineBootstrap`), so it
 * names nothing outside itself.
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

/**
 * Preloads the files the build listed for this page (`<meta name="trio:modules">`): the app, the
 * page's own chunks and its translations. Requested together, none waits for the file that
 * imports it to arrive first, and the app's code need not name every page's files (it would
 * carry those lists in every visitor's download).
 *
 * Its own source becomes part of the inline script of every pre-rendered page.
 */
export function preloadListedModules(): void {
  const listed = document.querySelector('meta[name="trio:modules"]')?.getAttribute('content');
  for (const href of listed?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The inline module script of a pre-rendered page. The page is complete without JavaScript, so
 * the app's entry is not even requested until the page has painted: a `<script src>` would be
 * fetched during the first paint and compete with it on a slow connection. Should the entry fail
 * to load (a deploy replaced it), the page stops being inert, and its links work as plain links.
 * The CSP allows this one script by its hash (docs/decisions/004-prerendering.md).
 */
export function inlineBootstrap(entryUrl: string): string {
  const root = 'document.getElementById("root")';
  const entry = `import(${JSON.stringify(entryUrl)}).catch(()=>${root}.removeAttribute("inert"))`;
  // The entry is requested first: it is small and starts the app's own work.
  const load = `()=>{const entry=${entry};(${preloadListedModules.toString()})();return entry}`;
  return `(${afterFirstPaint.toString()})(${load},Boolean(${root}?.firstChild),${FIRST_PAINT_WAIT_MS});`;
}
