import { env } from '@/config/env';

const GUARD_MS = 10_000;
const KEY_PREFIX = 'trio:chunk-reload:';

/** Thrown once a failed chunk has already caused a reload recently: show the error page. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

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
 * back-forward cache. The app's start-up watches (nothing touches `window` at import time).
 */
let leaving = false;
let watching = false;

export function watchPageLeave(target: Window = window): void {
  if (watching) return;
  watching = true;
  for (const type of ['beforeunload', 'pagehide'] as const) {
    target.addEventListener(type, () => (leaving = true));
  }
  for (const type of ['pageshow', 'pointerdown', 'keydown'] as const) {
    target.addEventListener(type, () => (leaving = false), true);
  }
}

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
 * Runs a dynamic import; when it fails (typically after a deploy removed the old chunk) the
 * browser loads the page again (the navigation's target, if one is pending) once per path per
 * 10 s, and a second failure surfaces as a ChunkLoadError.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!env.isProduction) throw error;
    // The browser cancels what a page being left still loads, this chunk among them: it is not
    // missing, and a reload would replace the visitor's navigation (WebKit reloaded the page
    // instead of opening the address typed or the link followed while a chunk was loading).
    if (leaving) return leavingPage();
    const { location } = globalThis;
    const target = pendingNavigation() ?? location;
    if (!claimChunkReload(target.pathname)) throw new ChunkLoadError(error);
    const url = target.pathname + target.search + target.hash;
    // Back and forward move the address before the router loads, and assign() of the current
    // address with a #hash would only scroll.
    if (url === location.pathname + location.search + location.hash) location.reload();
    else location.assign(url);
    return leavingPage();
  }
}
