/**
 * A chunk the server no longer has (a deploy since the page loaded), as the build reports it:
 * Vite's preload helper fires a cancelable `vite:preloadError` with the error as `payload`
 * (src/lib/chunk-reload.ts). Where the build would then resolve the import to `undefined`, which
 * the importing code cannot use either, this throws in both cases, so that a module mocked with it
 * (`vi.mock(path, async () => (await import('@/testing/chunks')).missingChunk())`) fails again
 * on every import, as a removed file does.
 */
export function missingChunk(): never {
  const error = new TypeError('Failed to fetch dynamically imported module');
  window.dispatchEvent(failedChunkEvent(error));
  throw error;
}

/** The event Vite's build fires for a dynamic import that failed to load. */
export function failedChunkEvent(payload: unknown = new Error('Failed to load')): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}
