import { Outlet, useParams } from 'react-router';
import { isLanguage, defaultLanguage } from '@/config/languages';
import { useSyncLanguage } from '@/hooks/use-language';

/** Everything under `/:lang`: the URL decides the language (the loader has validated it). */
export function LanguageRoot() {
  const { lang } = useParams();
  useSyncLanguage(isLanguage(lang) ? lang : defaultLanguage);
  return <Outlet />;
}
