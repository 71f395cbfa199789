import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '@/config/languages';
import { setApiLanguage } from '@/lib/api/client';

/** The page's language: the URL's `:lang`, else the one i18next runs in (landing, 404). */
export function useLanguage(): Language {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  if (isLanguage(lang)) return lang;
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}

/**
 * Makes i18next, `<html lang>` and the API's Accept-Language follow the URL. A layout effect
 * runs before paint, so a language switch never shows the new page in the old language.
 */
export function useSyncLanguage(lang: Language): void {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
    setApiLanguage(lang);
  }, [i18n, lang]);
}
