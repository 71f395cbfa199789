import { useMemo } from 'react';
import { intlLocales } from '@/config/languages';
import { useLanguage } from '@/hooks/use-language';

/** Formats numbers the way the page's language writes them (1,500 / 1.500). */
export function useNumberFormat(): (value: number) => string {
  const lang = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocales[lang]);
    return (value: number) => format.format(value);
  }, [lang]);
}
