import type { ParseKeys } from 'i18next';
import type { PageName, pages } from './pages';

/** Pages a link can point to without parameters (not a notice or a reset token). */
export type SimplePageName = {
  [K in PageName]: (typeof pages)[K]['path'] extends `${string}:${string}` ? never : K;
}[PageName];

/** Keys of `locales/<lang>/home.json`, so a typo in the configuration is a type error. */
type HomeKey = ParseKeys<'home'>;

export type PopupConfig = {
  /** Off: the home page shows no popup at all. */
  enabled: boolean;
  titleKey: HomeKey;
  textKey: HomeKey;
  /** An optional button to the page the announcement is about. */
  link?: { page: SimplePageName; labelKey: HomeKey };
};

/**
 * The home page popup. An operator switches it off or points it at another message: write the
 * message under `popup.messages` in all four `locales/<lang>/home.json` files and put its keys
 * here.
 */
export const popupConfig: PopupConfig = {
  enabled: true,
  titleKey: 'popup.messages.courses.title',
  textKey: 'popup.messages.courses.text',
  link: { page: 'certificate', labelKey: 'popup.messages.courses.link' },
};

/**
 * `localStorage` key holding when "Don't show again today" ends (milliseconds since the epoch,
 * the visitor's next local midnight). One key for any message: it only lasts a day.
 */
export const popupHiddenUntilKey = 'trio.popup.hiddenUntil';
