import type { Language } from './languages';
import type { PageName, pages } from './pages';

/** Pages a link can point to without parameters (not a notice or a reset token). */
export type SimplePageName = {
  [K in PageName]: (typeof pages)[K]['path'] extends `${string}:${string}` ? never : K;
}[PageName];

/** What the popup says in one language: plain text. */
export type PopupTexts = { title: string; text: string; link: string };

/** The home page popup as staff write it in `content/popup.json` (checked at build). */
export type PopupContent = {
  /** Off: the home page shows no popup at all. */
  enabled: boolean;
  /** When it starts and ends showing, Korean time (Asia/Seoul), `YYYY-MM-DDTHH:mm`. */
  start: string;
  end: string;
  /** The page of the site its button leads to; none: no button. */
  link: SimplePageName | null;
  texts: Record<Language, PopupTexts>;
};

/**
 * The popup to show at `now`, or null (switched off, not started, or ended): loaded when the home
 * page has hydrated, never in the first render (the popup depends on the visitor's storage and
 * on today's date), so neither its content nor its window costs anything before that.
 */
export async function loadPopup(now: Date): Promise<PopupContent | null> {
  const { currentPopup } = await import('./popup-content');
  return currentPopup(now);
}

export { popupHiddenUntilKey } from './browser-storage.ts';
