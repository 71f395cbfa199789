import { popupHiddenUntilKey } from '@/config/popup';

/**
 * Where the popup remembers that the visitor dismissed it.
 *
 * - "Close": for this visit only. A module variable lives exactly as long as the loaded page,
 *   so navigating within the site keeps the popup closed and a reload shows it again.
 * - "Don't show again today": until the visitor's next local midnight, in `localStorage`.
 *   Storage can throw (privacy modes, blocked cookies, full quota); then the popup is hidden
 *   for this visit only and nothing breaks.
 *
 * Nothing here runs at import time: storage is read only when the popup asks after mount.
 */
let closedThisVisit = false;

/** The start of the next local calendar day; the Date constructor handles DST and month ends. */
export function nextLocalMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

function readHiddenUntil(): number | null {
  try {
    const raw = window.localStorage.getItem(popupHiddenUntilKey);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Whether the popup may show now (the visitor has not dismissed it for this visit or today). */
export function shouldShowPopup(now: Date = new Date()): boolean {
  if (closedThisVisit) return false;
  const until = readHiddenUntil();
  if (until === null || !Number.isFinite(until)) return true;
  // A value beyond the next midnight was not written by us (or the clock went back): ignore it
  // rather than hide the popup for longer than "today".
  return !(now.getTime() < until && until <= nextLocalMidnight(now));
}

export function closeForThisVisit(): void {
  closedThisVisit = true;
}

/** "Don't show again today": remembered until local midnight, and for this visit whatever happens. */
export function hideUntilMidnight(now: Date = new Date()): void {
  closedThisVisit = true;
  try {
    window.localStorage.setItem(popupHiddenUntilKey, String(nextLocalMidnight(now)));
  } catch {
    // Storage unavailable: this visit is the best we can do.
  }
}

/** A fresh page load, for tests: the in-memory "Close" is forgotten, storage is not. */
export function forgetThisVisit(): void {
  closedThisVisit = false;
}
