import { defaultLanguage } from '@/config/languages';
import { trustedPolicy } from './trusted-types';
import workerUrl from './intl-warm-up.worker.ts?worker&url';

/**
 * Chromium loads its locale data once per renderer process, on the first `Intl` formatter: on a
 * phone that is a main-thread task of a few dozen milliseconds, and hydration is where the site
 * creates its first formatters. A worker that creates them first pays that cost on its own thread
 * while the app is still starting (docs/decisions/006-bundle-budget.md). Nothing waits for it: at
 * worst, the main thread pays as it would without it.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    // `new Worker` is a Trusted Types sink: this policy allows the one worker the build emits.
    const url = trustedPolicy('trio-worker', {
      createScriptURL: (input) => {
        if (input !== workerUrl) throw new TypeError(`trio-worker refuses ${input}`);
        return input;
      },
    }).createScriptURL(workerUrl);
    const worker = new Worker(url, { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
    worker.postMessage(document.documentElement.lang || defaultLanguage);
  } catch {
    // A browser that refuses the worker (a stricter policy): the formatters load on first use.
  }
}
