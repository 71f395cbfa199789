import Cookies from 'js-cookie';
import { languageCookie } from '@/config/language-cookie';
import type { Language } from '@/config/languages';

/** Remembers the visitor's choice, with the attributes of `languageCookie`. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(languageCookie.name, lang, {
    expires: languageCookie.days,
    path: languageCookie.path,
    sameSite: languageCookie.sameSite,
    secure: languageCookie.secure(window.location.protocol),
  });
}
