import { watchKeys } from './watch-keys';

/**
 * WebKit's WebDriver (classic) has no console or error events. In that engine the test host adds
 * this script, first in `<head>` (a file of the site's own origin, so the real CSP allows it), to
 * record what the other engines' drivers report: console errors and warnings, uncaught errors
 * and rejections (React's recoverable hydration errors among them), resources that failed to
 * load and CSP violations. Kept in sessionStorage so a full page load keeps them.
 */

function append(storageKey: string, entry: string) {
  try {
    const list = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[];
    list.push(entry);
    sessionStorage.setItem(storageKey, JSON.stringify(list));
  } catch {
    // Storage unavailable: nothing to record into.
  }
}

const record = (problem: string) => append(watchKeys.problems, problem);

/** Set once the page is being left: WebKit then reports the loads it cancels as errors. */
let leaving = false;
window.addEventListener('beforeunload', () => (leaving = true));
window.addEventListener('pagehide', () => (leaving = true));

/** The type of file an element cannot use anything but, where there is one. */
function neededType(element: Element): RegExp | undefined {
  if (element instanceof HTMLScriptElement) return /javascript/i;
  if (!(element instanceof HTMLLinkElement)) return undefined;
  if (element.relList.contains('stylesheet')) return /^text\/css/i;
  const script = element.relList.contains('preload') && element.as === 'script';
  return element.relList.contains('modulepreload') || script ? /javascript/i : undefined;
}

/**
 * Why a file whose load failed is broken, asked for again past the cache; nothing when it
 * answers with what its element needs. WebKit fires the same `error` for a load it cancelled
 * (the page being left, `window.stop()`) as for a missing file, and `beforeunload` has not
 * always come first (the sweep once counted a preload cancelled as its page was left). A
 * cancelled load of a good file is no failure of the page; a file that is missing, fails, does
 * not answer or has the wrong type is one.
 */
async function brokenBecause(element: Element, url: string): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    // Asking again is cancelled too when the page is being left.
    return leaving ? undefined : 'no answer';
  }
  void response.body?.cancel();
  if (!response.ok) return `HTTP ${response.status}`;
  const type = response.headers.get('content-type') ?? '';
  const needed = neededType(element);
  return needed && !needed.test(type) ? `served as ${type || 'no type'}` : undefined;
}

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
      const failed = `request failed: ${target.tagName.toLowerCase()} ${source}`;
      if (leaving) return;
      if (target instanceof HTMLImageElement) {
        // WebKit also reports a lazy image whose load it put off (a modal made the page inert);
        // it loads it later. Only an image still broken a second later is one a visitor sees.
        setTimeout(() => {
          const broken = target.isConnected && target.complete && target.naturalWidth === 0;
          if (broken && !leaving) record(failed);
        }, 1000);
        return;
      }
      if (!source) return record(failed);
      void brokenBecause(target, new URL(source, document.baseURI).href).then((reason) => {
        if (reason) record(`${failed} (${reason})`);
        else append(watchKeys.cancelled, failed);
      });
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
