import type { Language } from '@/config/languages';
import { numberFormat } from '@/lib/intl-format';

/**
 * A price in the page's language. The currency code comes from the API; `Intl` throws a
 * RangeError on a malformed one, and a typo in the shop's data must not take the page down,
 * so such a price is shown as a plain number followed by the code.
 */
export function formatPrice(lang: Language, price: number, currency: string): string {
  try {
    return numberFormat(lang, { style: 'currency', currency }).format(price);
  } catch {
    return `${numberFormat(lang).format(price)} ${currency}`;
  }
}
