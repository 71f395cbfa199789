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
 * The popup's content, loaded when the home page has hydrated (never in the first render: the
 * popup depends on the visitor's storage and on today's date): it costs nothing before that.
 */
export async function loadPopup(): Promise<PopupContent> {
  const module = await import('../../content/popup.json', { with: { type: 'json' } });
  return module.default as PopupContent;
}

/**
 * `YYYY-MM-DDTHH:mm` in Korean time as an instant. Korea keeps +09:00 all year (no daylight
 * saving), so the offset is written out rather than looked up in the engine's time-zone data.
 */
export function seoulTime(value: string): number {
  return Date.parse(`${value}:00+09:00`);
}

/** Whether the popup shows at `now`: switched on, started, not yet ended. */
export function popupInWindow(popup: PopupContent, now: Date): boolean {
  const time = now.getTime();
  return popup.enabled && seoulTime(popup.start) <= time && time < seoulTime(popup.end);
}

/**
 * `localStorage` key holding when "Don't show again today" ends (milliseconds since the epoch,
 * the visitor's next local midnight). One key for any message: it only lasts a day.
 */
export const popupHiddenUntilKey = 'trio.popup.hiddenUntil';
