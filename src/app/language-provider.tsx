import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/config/languages';
import { i18nFor } from '@/lib/i18n';

/**
 * Everything inside renders in `lang`: `useTranslation` and `useLanguage` read it from here. The
 * root loader decides it once per navigation, from the URL (or, without one, by detection).
 */
export function LanguageProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>;
}
