import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

/** Intl separates amount and code with a non-breaking space in some languages. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatPrice', () => {
  it('writes the amount the way each language does', () => {
    expect(formatPrice('ko', 39000, 'KRW')).toBe('₩39,000');
    expect(formatPrice('en', 39000, 'KRW')).toBe('₩39,000');
    expect(plain(formatPrice('es', 39000, 'KRW'))).toBe('39.000 KRW');
    expect(plain(formatPrice('es', 12.5, 'EUR'))).toBe('12,50 €');
    expect(formatPrice('en', 12.5, 'USD')).toBe('$12.50');
  });

  it('falls back to a plain number and the code when the code is not a currency code', () => {
    expect(formatPrice('ko', 39000, 'KRWW')).toBe('39,000 KRWW');
    expect(formatPrice('es', 39000, '₩')).toBe('39.000 ₩');
    expect(formatPrice('en', 5, '')).toBe('5 ');
  });
});
