/**
 * The cookie that remembers the visitor's language (decisions.md): every attribute lives here,
 * for whatever writes it (the app through js-cookie, or a page before the app has loaded) and
 * the detector that reads it. Path `/` always, so only one such cookie ever exists.
 *
 * Build code may read this file too: it imports nothing.
 */
export const languageCookie = {
  name: 'i18n_redirected',
  days: 365,
  path: '/',
  sameSite: 'Lax',
  /** Only over https: a browser drops a Secure cookie set by an http page (a local preview). */
  secure: (protocol: string): boolean => protocol === 'https:',
} as const;
