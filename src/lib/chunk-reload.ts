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
 * Runs a dynamic import; when it fails (typically after a deploy removed the old chunk) the
 * page reloads once per path per 10 s, and a second failure surfaces as a ChunkLoadError.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!env.isProduction) throw error;
    if (claimChunkReload(globalThis.location.pathname)) {
      globalThis.location.reload();
      return leavingPage();
    }
    throw new ChunkLoadError(error);
  }
}
