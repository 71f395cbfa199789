/**
 * What the site keeps in the visitor's browser besides the language cookie
 * (./language-cookie.ts), named once here for the code that writes it and for the privacy policy
 * that lists it (its placeholders, ./legal-documents.ts), so the two cannot disagree.
 *
 * Build code may read this file too: it imports nothing.
 */

/**
 * `localStorage` key holding when "Don't show again today" ends (milliseconds since the epoch,
 * the visitor's next local midnight). One key for any message: it only lasts a day.
 */
export const popupHiddenUntilKey = 'trio.popup.hiddenUntil';

/** `sessionStorage` key: "1" once the visitor closed the home page popup in this visit. */
export const popupClosedThisVisitKey = 'trio.popup.closedThisVisit';

/** `sessionStorage`: what a visitor typed in a course request before logging in, and how long. */
export const requestDraftStorage = { key: 'trio-course-request', maxAgeMinutes: 30 } as const;
