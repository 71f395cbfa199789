/** Longest wait for a paint that may never be reported (an old browser, an odd page). */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `work` once the browser has painted the page's content, or at once when there is nothing
 * to wait for: an empty page (the SPA fallback paints nothing until the app runs), a hidden tab
 * (it does not paint at all) or a browser that does not report paints.
 */
export function afterFirstPaint(work: () => void, hasContent: boolean): void {
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
  const timer = setTimeout(start, FIRST_PAINT_WAIT_MS);
}
