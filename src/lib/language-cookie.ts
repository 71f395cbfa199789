import Cookies from 'js-cookie';
import type { Language } from '@/config/languages';

export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_DAYS = 365;

/** Remembers the visitor's choice, with the same path every time so only one cookie exists. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(LOCALE_COOKIE, lang, { expires: COOKIE_DAYS, sameSite: 'lax', path: '/' });
}
