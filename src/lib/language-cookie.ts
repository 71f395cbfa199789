import Cookies from 'js-cookie';
import type { Language } from '@/config/languages';

export const LOCALE_COOKIE = 'i18n_redirected';

/** Remembers the visitor's choice; always path `/`, so only one such cookie ever exists. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(LOCALE_COOKIE, lang, { expires: 365, path: '/', sameSite: 'lax' });
}
