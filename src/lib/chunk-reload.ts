import { env } from '@/config/env';

const GUARD_MS = 10_000;
// Stryker disable next-line StringLiteral: nobody reads the key's name; only that each path's record is found again
const KEY_PREFIX = 'trio:chunk-reload:';

/**
 * Decides whether this failure may reload the page, and records the reload. Keyed by path
 * (browsers word these errors differently). When storage is unavailable it answers "no":
 * a guard that fails open would reload forever.
 */
export function claimChunkReload(path: string, now = Date.now()): boolean {
  try {
    const storage = globalThis.sessionStorage;
    const key = KEY_PREFIX + path;
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

/** A promise that never settles, so nothing renders while the browser leaves the page. */
export function leavingPage(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * Whether the visitor is leaving the page: from `beforeunload` until the page is used again (a
 * followed link can turn out to be a download, and the page stays) or comes back from the
 * back-forward cache; and from the moment the guard itself sends the browser to a new page.
 */
let leaving = false;
/** How many failed chunks the guard has taken over: each one means the page is being left. */
let takenOver = 0;
let watching = false;

type Target = Pick<Location, 'pathname' | 'search' | 'hash'>;

let pendingNavigation: () => Target | undefined = () => undefined;

/**
 * Given by the app's router: where a client-side navigation in progress is going. A chunk that
 * fails then belongs to the page being opened, and the address bar still shows the one being left.
 */
export function setPendingNavigation(get: () => Target | undefined): void {
  pendingNavigation = get;
}

/**
 * Vite's `vite:preloadError`, which its build fires for every dynamic import (a route, a dialog,
 * a locale file, the stylesheets a chunk needs) that fails to load, typically after a deploy
 * removed the old files. The browser loads the page again (the navigation's target, if one is
 * pending) once per path per 10 s; a second failure in that time is left to the import, and so
 * to the error page and its reload button, instead of a loop.
 *
 * Vite fires the event once per failed file, and an import whose event was cancelled resolves
 * to `undefined`: the router holds a navigation that met one (`holdIfLeaving`), the error page
 * shows nothing while the browser leaves (`isLeavingForFailedChunk`).
 */
function handleChunkFailure(event: Event): void {
  if (!env.isProduction) return;
  // The browser cancels what a page being left still loads, this chunk among them: it is not
  // missing, and a reload would replace the visitor's navigation (WebKit reloaded the page
  // instead of opening the address typed or the link followed while a chunk was loading). The
  // page's next failed file after the guard's own reload is the same failure.
  if (leaving) {
    takenOver += 1;
    event.preventDefault();
    return;
  }
  const { location } = globalThis;
  const target = pendingNavigation() ?? location;
  if (!claimChunkReload(target.pathname)) return;
  takenOver += 1;
  leaving = true;
  event.preventDefault();
  const url = target.pathname + target.search + target.hash;
  // Back and forward move the address before the router loads, and assign() of the current
  // address with a #hash would only scroll.
  if (url === location.pathname + location.search + location.hash) location.reload();
  else location.assign(url);
}

/**
 * Installs the one chunk guard and watches the page being left (the app's start-up calls it
 * first; nothing touches `window` at import time).
 */
export function watchChunkFailures(target: Window = window): void {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a second listener finds the page already being left and adds nothing
  if (watching) return;
  watching = true;
  target.addEventListener('vite:preloadError', handleChunkFailure);
  for (const type of ['beforeunload', 'pagehide'] as const) {
    target.addEventListener(type, () => (leaving = true));
  }
  for (const type of ['pageshow', 'pointerdown', 'keydown'] as const) {
    target.addEventListener(type, () => (leaving = false), true);
  }
}

/** Whether the page is being left because of a failed chunk: the error page shows nothing. */
export function isLeavingForFailedChunk(): boolean {
  return leaving && takenOver > 0;
}

/**
 * Runs `work` (a navigation's loaders and lazy routes); when a chunk failed meanwhile and the
 * guard took it over, the page is being left: the promise never settles, so the old page stays
 * until the browser goes and nothing renders from a module that did not arrive.
 */
export async function holdIfLeaving<T>(work: () => Promise<T>): Promise<T> {
  const before = takenOver;
  const outcome = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (takenOver !== before) return leavingPage();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
