import { popupClosedThisVisitKey } from '@/config/browser-storage';
import { popupHiddenUntilKey } from '@/config/popup';

/**
 * Where the popup remembers that the visitor dismissed it.
 *
 * - "Close": for this visit, that is this browser tab's session (`sessionStorage`). Navigating
 *   within the site, a reload, and the full page load that ends a login (which lands on the
 *   home page) all keep it closed; a new visit shows it again.
 * - "Don't show again today": until the visitor's next local midnight, in `localStorage`.
 *
 * Storage can throw (privacy modes, blocked cookies, full quota); a module variable, which
 * lives as long as the loaded page, then keeps it closed for at least this page load, and
 * nothing breaks.
 *
 * Nothing here runs at import time: storage is read only when the popup asks after mount.
 */
let closedThisPage = false;

/** `sessionStorage` key: "1" once the visitor closed the popup in this visit. */
export { popupClosedThisVisitKey };

function closedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(popupClosedThisVisitKey) === '1';
    // Stryker disable next-line BlockStatement: an empty block returns undefined, false as well
  } catch {
    return false;
  }
}

/** The start of the next local calendar day; the Date constructor handles DST and month ends. */
export function nextLocalMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** Until when "Don't show again today" hides it: 0 when never chosen, NaN when garbled. */
function readHiddenUntil(): number {
  try {
    return Number(window.localStorage.getItem(popupHiddenUntilKey));
    // Stryker disable next-line BlockStatement: an empty block returns undefined, shown as 0 is
  } catch {
    return 0;
  }
}

/** Whether the popup may show now (the visitor has not dismissed it for this visit or today). */
export function shouldShowPopup(now: Date = new Date()): boolean {
  if (closedThisPage || closedThisVisit()) return false;
  const until = readHiddenUntil();
  // A value beyond the next midnight was not written by us (or the clock went back): ignore it
  // rather than hide the popup for longer than "today". Nothing (0) and garbage (NaN) hide nothing.
  return !(now.getTime() < until && until <= nextLocalMidnight(now));
}

export function closeForThisVisit(): void {
  closedThisPage = true;
  try {
    window.sessionStorage.setItem(popupClosedThisVisitKey, '1');
  } catch {
    // Storage unavailable: this page load is the best we can do.
  }
}

/** "Don't show again today": remembered until local midnight, and for this visit whatever happens. */
export function hideUntilMidnight(now: Date = new Date()): void {
  closeForThisVisit();
  try {
    window.localStorage.setItem(popupHiddenUntilKey, String(nextLocalMidnight(now)));
  } catch {
    // Storage unavailable: this visit is the best we can do.
  }
}

/** For tests: a reload, where only what the page held in memory is forgotten. */
export function forgetThisPage(): void {
  closedThisPage = false;
}

/** For tests: a new visit (a new tab), where "Close" is forgotten; "today" is not. */
export function forgetThisVisit(): void {
  closedThisPage = false;
  try {
    window.sessionStorage.removeItem(popupClosedThisVisitKey);
  } catch {
    // Nothing was stored.
  }
}
