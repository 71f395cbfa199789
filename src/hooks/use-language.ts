import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '@/config/languages';

/** The page's language: the one its translations are bound to (src/app/language-provider.tsx). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
