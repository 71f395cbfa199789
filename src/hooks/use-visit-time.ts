import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';

const MINUTE = 60_000;
const subscribeToNothing = () => () => {};
/** Whole minutes: the same value on every render of a minute, as useSyncExternalStore needs. */
const browserMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const buildTime = () => env.buildTime;

/**
 * The time a page decides by the date with (a session's deadline). A pre-rendered page was
 * decided at build time and may be read weeks later: the server and the hydration render use
 * the build's time, so hydration matches the HTML, and the render right after hydration uses the
 * visitor's clock. A page rendered from scratch (a client-side navigation) uses the clock at once.
 */
export function useVisitTime(): number {
  return useSyncExternalStore(subscribeToNothing, browserMinute, buildTime);
}
