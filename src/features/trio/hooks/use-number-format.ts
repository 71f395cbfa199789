import { useMemo } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { numberFormat } from '@/lib/intl-format';

/** Formats numbers the way the page's language writes them (1,500 / 1.500). */
export function useNumberFormat(): (value: number) => string {
  const lang = useLanguage();
  return useMemo(() => {
    const format = numberFormat(lang);
    return (value: number) => format.format(value);
  }, [lang]);
}
