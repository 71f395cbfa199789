import type { Language } from '@/config/languages';
import { formatWon, numberFormat } from '@/lib/intl-format';

/** The training fee as the page's language writes won amounts (`330,000원`, `₩330,000`). */
export function formatFee(lang: Language, krw: number): string {
  return formatWon(lang, krw);
}

export function formatCount(lang: Language, value: number): string {
  return numberFormat(lang).format(value);
}
