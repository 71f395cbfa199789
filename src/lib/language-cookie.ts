import type { Language } from '@/config/languages';

export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * Remembers the visitor's choice, with the same path every time so only one cookie exists. The
 * value is one of the four language codes, so it needs no encoding.
 */
export function rememberLanguage(lang: Language): void {
  const expires = new Date(Date.now() + COOKIE_DAYS * DAY_MS).toUTCString();
  document.cookie = `${LOCALE_COOKIE}=${lang}; expires=${expires}; path=/; sameSite=lax`;
}
