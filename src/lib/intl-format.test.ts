import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl-format';

describe('numberFormat', () => {
  it("formats in the page language's way", () => {
    expect(numberFormat('en').format(1500)).toBe('1,500');
    // Spanish puts the euro sign after a no-break space.
    expect(numberFormat('es', { style: 'currency', currency: 'EUR' }).format(1500)).toBe(
      '1500,00\u00a0€',
    );
  });

  it('creates one formatter per language and options', () => {
    expect(numberFormat('ko')).toBe(numberFormat('ko'));
    expect(numberFormat('ko')).not.toBe(numberFormat('zh'));
    expect(numberFormat('ko', { style: 'currency', currency: 'KRW' })).not.toBe(numberFormat('ko'));
  });
});
