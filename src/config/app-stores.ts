import { companyChannels } from './site.ts';

/**
 * The TRIO app in the two stores: their links come from `content/channels.json` (./site.ts).
 * The App Store comes first, as Apple's badge guidelines ask where both badges are shown.
 *
 * Build code reads this file too (tools/vite/app-qr.ts), so it imports only ./site.
 */
export const appStores = ['appStore', 'googlePlay'] as const;

export type AppStore = (typeof appStores)[number];

/** Each store's page of the app, as staff write it in the content. */
export function appStoreLink(store: AppStore): string {
  return companyChannels.appStores[store];
}

/**
 * The badges' widths at their drawn height of 40 (src/assets/store-badges/, the same in every
 * language), so that a page keeps their room before they load. The drawing tool checks them.
 */
export const badgeWidths: Record<AppStore, number> = { appStore: 128, googlePlay: 147 };

const fileNames: Record<AppStore, string> = { appStore: 'app-store', googlePlay: 'google-play' };

/**
 * Where the build writes the QR code of a store's link (tools/vite/app-qr.ts): an SVG under
 * `/assets/`, named after the build, so a changed link is a new file that no cache holds.
 */
export function appQrPath(store: AppStore, buildId: string): string {
  return `/assets/app-qr-${fileNames[store]}-${buildId.slice(0, 8)}.svg`;
}
