import { leavingPage } from './chunk-reload';

let newVersionAvailable = false;

export function isNewVersionAvailable(): boolean {
  return newVersionAvailable;
}

/** Called by the poller (`version-polling.ts`) when the host serves another build. */
export function markNewVersionAvailable(): void {
  newVersionAvailable = true;
}

/** For tests: forget a detected version. */
export function resetVersionCheck(): void {
  newVersionAvailable = false;
}

/**
 * Called on every navigation: when a newer build is live, the navigation becomes a full page
 * load of its target, so the visitor gets the new code without losing their place.
 */
export function reloadIfNewVersion(targetUrl: string): Promise<never> | undefined {
  if (!newVersionAvailable) return undefined;
  globalThis.location.assign(targetUrl);
  return leavingPage();
}
