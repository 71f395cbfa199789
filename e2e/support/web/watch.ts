/**
 * WebKit's WebDriver (classic) has no console or error events. In that engine the test host adds
 * this script, first in `<head>` (a file of the site's own origin, so the real CSP allows it), to
 * record what the other engines' drivers report: console errors and warnings, uncaught errors
 * and rejections (React's recoverable hydration errors among them), resources that failed to
 * load and CSP violations. Kept in sessionStorage so a full page load keeps them.
 */
const key = 'trio.e2e.problems';

function record(problem: string) {
  try {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    list.push(problem);
    sessionStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage unavailable: nothing to record into.
  }
}

/** Set once the page is being left: WebKit then reports the loads it cancels as errors. */
let leaving = false;
window.addEventListener('beforeunload', () => (leaving = true));
window.addEventListener('pagehide', () => (leaving = true));

const describe = (value: unknown) =>
  value instanceof Error ? value.message : typeof value === 'string' ? value : String(value);

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    record(`console.${level === 'warn' ? 'warning' : 'error'}: ${args.map(describe).join(' ')}`);
    original(...args);
  };
}
window.addEventListener(
  'error',
  (event) => {
    const target = event.target as Element | null;
    if (target && target !== (window as unknown as Element) && 'tagName' in target) {
      const source = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
      const report = () => {
        if (!leaving) record(`request failed: ${target.tagName.toLowerCase()} ${source}`);
      };
      if (!(target instanceof HTMLImageElement)) return report();
      // WebKit also reports a lazy image whose load it put off (a modal made the page inert);
      // it loads it later. Only an image still broken a second later is one a visitor sees.
      setTimeout(() => {
        if (target.isConnected && target.complete && target.naturalWidth === 0) report();
      }, 1000);
      return;
    }
    record(`page error: ${describe((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
  },
  true,
);
window.addEventListener('unhandledrejection', (event) => {
  record(`page error: ${describe(event.reason)}`);
});
document.addEventListener('securitypolicyviolation', (event) => {
  record(`console.error: CSP ${event.violatedDirective} blocked ${event.blockedURI}`);
});
