import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

/** Spanish separates amount and code with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('writes the amount the way each language does', () => {
    expect(formatPrice('ko', 39000, 'KRW')).toBe('39,000원');
    expect(formatPrice('zh', 39000, 'KRW')).toBe('39,000韩元');
    expect(formatPrice('en', 39000, 'KRW')).toBe('₩39,000');
    expect(plain(formatPrice('es', 39000, 'KRW'))).toBe('39.000 KRW');
    expect(plain(formatPrice('es', 12.5, 'EUR'))).toBe('12,50 €');
    expect(formatPrice('en', 12.5, 'USD')).toBe('$12.50');
    expect(formatPrice('en', 12, 'EUR')).toBe('€12.00');
    expect(formatPrice('en', 1200, 'JPY')).toBe('1,200 JPY');
  });

  it('writes any other code after the amount, a malformed one too', () => {
    expect(formatPrice('ko', 39000, 'KRWW')).toBe('39,000 KRWW');
    expect(formatPrice('es', 39000, '₩')).toBe('39.000 ₩');
    expect(formatPrice('en', 5, '')).toBe('5 ');
  });
});
