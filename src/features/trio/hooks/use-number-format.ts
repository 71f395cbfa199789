import { useMemo } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { formatNumber } from '@/lib/locale-format';

/** Formats numbers the way the page's language writes them (1,500 / 1.500). */
export function useNumberFormat(): (value: number) => string {
  const lang = useLanguage();
  return useMemo(() => (value: number) => formatNumber(lang, value), [lang]);
}
