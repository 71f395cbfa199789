import type { Language } from '@/config/languages';
import { formatMoney, formatNumber } from '@/lib/locale-format';

/** The training fee as the page's language writes won amounts (`330,000원`, `₩330,000`). */
export function formatFee(lang: Language, krw: number): string {
  return formatMoney(lang, krw, 'KRW');
}

export function formatCount(lang: Language, value: number): string {
  return formatNumber(lang, value);
}
