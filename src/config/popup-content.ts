import data from '../../content/popup.json' with { type: 'json' };
import type { PopupContent } from './popup';

/** `content/popup.json` (checked at build); loaded lazily through `loadPopup` (./popup.ts). */
export const popupContent = data as PopupContent;

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

/** The popup if it shows at `now`. */
export function currentPopup(now: Date, popup = popupContent): PopupContent | null {
  return popupInWindow(popup, now) ? popup : null;
}
