import type { Language } from '@/config/languages';
import { formatMoney } from '@/lib/locale-format';

/**
 * A price in the page's language. The currency code comes from the API: the site's own
 * currencies follow its rules (`39,000원`, `$12.50`, `12,50 €`); any other code, a typo in the
 * shop's data included, is written after the amount (`39,000 JPY`), never a crash.
 */
export function formatPrice(lang: Language, price: number, currency: string): string {
  return formatMoney(lang, price, currency);
}
