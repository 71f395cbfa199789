import { env } from '@/config/env';
import { REQUEST_TIMEOUT_MS } from './api/client';
import { isNewVersionAvailable, markNewVersionAvailable } from './version-check';

const POLL_MS = 60_000;

function isBuildInfo(value: unknown): value is { id: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { id: unknown }).id === 'string'
  );
}

/** Asks the host which build is live; a different id than ours means a newer deploy. */
export async function checkForNewVersion(currentId = env.buildId): Promise<boolean> {
  // A host that never answers must not leave checks piling up (api.md: 10 s timeout).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(
      new URL(`${env.baseUrl}builds/latest.json`, globalThis.location.href),
      { cache: 'no-store', signal: controller.signal },
    );
    if (!response.ok) return isNewVersionAvailable();
    const info: unknown = await response.json();
    if (isBuildInfo(info) && info.id !== currentId) markNewVersionAvailable();
  } catch {
    // Offline, too slow or a host without the file: keep the current build.
  } finally {
    clearTimeout(timer);
  }
  return isNewVersionAvailable();
}

/** Polls every minute and whenever the tab becomes visible again. Returns a stop function. */
export function startVersionPolling(): () => void {
  const check = () => void checkForNewVersion();
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
