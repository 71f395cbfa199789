import Cookies from 'js-cookie';
import { languageCookie } from '@/config/language-cookie';
import { isLanguage, type Language } from '@/config/languages';

/** Marks a link that chooses a language: `<a data-remember-language="ko">`. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-remember-language';

/** Remembers the visitor's choice, with the attributes of `languageCookie`. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(languageCookie.name, lang, {
    expires: languageCookie.days,
    path: languageCookie.path,
    sameSite: languageCookie.sameSite,
    secure: languageCookie.secure(window.location.protocol),
  });
}

const listening = new WeakSet<Document>();

/**
 * One listener on the document for every language choice (the landing page's and the header's
 * switcher), so a choice is remembered before the app has loaded as well as after: the page's
 * inline script installs it (src/bootstrap.ts), the app only for a page it renders from
 * scratch (src/app/start.tsx). The links are plain links either way; this only writes the
 * cookie on the way out.
 */
export function rememberLanguageChoices(root: Document = document): void {
  // Once per document: a second listener would write the cookie twice (the unit tests share
  // one document, and importing src/bootstrap.ts installs it again).
  if (listening.has(root)) return;
  listening.add(root);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(`a[${LANGUAGE_CHOICE_ATTRIBUTE}]`);
    const lang = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    if (isLanguage(lang)) rememberLanguage(lang);
  });
}
