/**
 * The site's icons beside the mark itself (`public/favicon.svg`): what browsers, home screens and
 * search engines ask for by name. The build draws each from the mark (tools/vite/site-icons.ts),
 * every page's head links them, the hosts serve them (tools/vite/hosting.ts) and the structured
 * data names the logo, all from this list.
 *
 * Build code reads this file too (tools/vite/), so it imports nothing.
 */

export type SiteIcon = {
  path: string;
  /** Width and height in pixels. */
  size: number;
  /**
   * `plain`: the mark alone on a transparent ground. `tile`: on the page's background with a
   * margin, for places that draw no transparency (iOS home screens). `maskable`: the mark inside
   * the central 80 % circle that Android's masks keep.
   */
  look: 'plain' | 'tile' | 'maskable';
};

/** The SVG mark that every browser with SVG icons uses. */
export const markPath = '/favicon.svg';

/** Sizes inside `/favicon.ico`, for browsers and tools that only read ICO (tabs, bookmarks). */
export const faviconIcoPath = '/favicon.ico';
export const faviconIcoSizes = [16, 32, 48] as const;

/** iOS asks for this address even when no page names it. */
export const appleTouchIcon: SiteIcon = { path: '/apple-touch-icon.png', size: 180, look: 'tile' };

/** The web app manifest's icons (Android, desktop installs). */
export const manifestIcons = [
  { path: '/icons/icon-192.png', size: 192, look: 'plain' },
  { path: '/icons/icon-512.png', size: 512, look: 'plain' },
  { path: '/icons/maskable-512.png', size: 512, look: 'maskable' },
] as const satisfies readonly SiteIcon[];

export const manifestPath = '/manifest.webmanifest';

/**
 * The Organization logo of the structured data: a square raster, as search engines want it
 * (at least 112 px, on any background).
 */
export const organizationLogo = manifestIcons[1];
