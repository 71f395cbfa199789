/** Longest a page waits for the warm-up before it hydrates anyway. */
export const INTL_WARM_UP_WAIT_MS = 1000;

let warmedUp: Promise<void> | undefined;

/**
 * In Chromium the first `Intl` formatter of a renderer process costs 20–70 ms on a desktop (four
 * times that on a phone): the locale data is loaded once for the whole process. Hydration formats
 * numbers, dates and lists, so that cost would land in one long task just as the page becomes
 * interactive. A worker pays it on another thread while the app's code is still downloading; the
 * main thread then finds the data loaded.
 *
 * Starts the warm-up for the page's language on the first call (later calls return the same
 * promise), which settles when the worker is done, fails, or after `INTL_WARM_UP_WAIT_MS`: it
 * only ever saves time.
 */
export function warmUpIntl(): Promise<void> {
  warmedUp ??= new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve();
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      resolve();
      return;
    }
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(finish, INTL_WARM_UP_WAIT_MS);
    worker.onmessage = finish;
    worker.onerror = finish;
    worker.postMessage(document.documentElement.lang || 'en');
  });
  return warmedUp;
}
