/**
 * Build-time configuration. Vite replaces `import.meta.env.*` at build time, so reading it
 * here touches no browser global.
 */
export const env = {
  /** Base address of the company API; empty means the site's own origin. */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  /** Public origin of the site, for canonical URLs and the sitemap. */
  siteOrigin: (import.meta.env.VITE_SITE_ORIGIN ?? 'https://trio-sport.example').replace(
    /\/+$/,
    '',
  ),
  /** Further origins the API's pictures come from (`TRIO_MEDIA_ORIGINS`). */
  mediaOrigins: __MEDIA_ORIGINS__,
  /** Where the app reports its errors (`VITE_REPORT_URL`); empty: nowhere. */
  reportUrl: import.meta.env.VITE_REPORT_URL ?? '',
  buildId: __BUILD_ID__,
  /** The year the site was built: the footer's copyright year, the same in HTML and app. */
  buildYear: __BUILD_YEAR__,
  /**
   * When the site was built (ms): what a pre-rendered page decided by the date (a session's
   * deadline), and what the app decides while it hydrates that page, before the visitor's clock.
   */
  buildTime: __BUILD_TIME__,
  baseUrl: import.meta.env.BASE_URL,
  isProduction: import.meta.env.PROD,
};
