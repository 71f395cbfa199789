import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages, type Language } from '@/config/languages';
import { formatList, formatMoney, formatNumber } from './locale-format';

/** Written out with visible no-break spaces, so the pinned strings are exact. */
const nb = (text: string) => text.replaceAll('_', '\u00a0');

/**
 * The strings the site shows, pinned per language: what the build writes into the pre-rendered
 * pages must be exactly what every browser computes again while hydrating.
 */
const pinned: Record<
  Language,
  { numbers: string[]; won: string[]; other: string[]; fractions: string[] }
> = {
  ko: {
    // 3500 points, 700 games, 5 points a game, 100 points, 1,234,567 (the calculator's range is
    // smaller; grouping beyond the first group must hold too).
    numbers: ['3,500', '700', '5', '100', '1,500', '1,234,567'],
    // Plan prices, a game's price, the course fee, a product.
    won: ['231,000원', '330원', '330,000원', '39,000원', '1,380원'],
    other: ['US$12.50', '€12.50', 'CN¥12.50', '39,000 JPY'],
    fractions: ['2.1', '0.7', '5', '0.24'],
  },
  en: {
    numbers: ['3,500', '700', '5', '100', '1,500', '1,234,567'],
    won: ['₩231,000', '₩330', '₩330,000', '₩39,000', '₩1,380'],
    other: ['$12.50', '€12.50', 'CN¥12.50', '39,000 JPY'],
    fractions: ['2.1', '0.7', '5', '0.24'],
  },
  zh: {
    numbers: ['3,500', '700', '5', '100', '1,500', '1,234,567'],
    won: ['231,000韩元', '330韩元', '330,000韩元', '39,000韩元', '1,380韩元'],
    other: ['US$12.50', '€12.50', '人民币12.50元', '39,000 JPY'],
    fractions: ['2.1', '0.7', '5', '0.24'],
  },
  es: {
    // Grouped from 1.000 up, unlike CLDR's Spanish (`3500`).
    numbers: ['3.500', '700', '5', '100', '1.500', '1.234.567'],
    won: nb('231.000_KRW 330_KRW 330.000_KRW 39.000_KRW 1.380_KRW').split(' '),
    other: [nb('12,50_US$'), nb('12,50_€'), nb('12,50_CNY'), '39.000 JPY'],
    fractions: ['2,1', '0,7', '5', '0,24'],
  },
};

describe('formatNumber', () => {
  it.each(languages)('%s: groups thousands and writes decimals its way', (lang) => {
    const expected = pinned[lang];
    expect([3500, 700, 5, 100, 1500, 1_234_567].map((n) => formatNumber(lang, n))).toEqual(
      expected.numbers,
    );
    const oneDecimal = { maximumFractionDigits: 1 };
    expect([
      formatNumber(lang, 2.148, oneDecimal),
      formatNumber(lang, 0.747, oneDecimal),
      formatNumber(lang, 5.01, oneDecimal),
      formatNumber(lang, 330 / 1380, { maximumFractionDigits: 2 }),
    ]).toEqual(expected.fractions);
  });

  it('rounds half away from zero as written, keeps the minimum decimals, and signs', () => {
    expect(formatNumber('en', 1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber('en', 0.5, { minimumFractionDigits: 2 })).toBe('0.50');
    expect(formatNumber('en', 2.5, { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber('es', -1234.5)).toBe('-1.234,5');
    expect(formatNumber('en', -0.001, { maximumFractionDigits: 2 })).toBe('0');
    expect(formatNumber('en', 0)).toBe('0');
    expect(formatNumber('en', Number.NaN)).toBe('NaN');
  });
});

describe('formatMoney', () => {
  it.each(languages)('%s: won as its readers write it', (lang) => {
    expect([231_000, 330, 330_000, 39_000, 1_380].map((n) => formatMoney(lang, n, 'KRW'))).toEqual(
      pinned[lang].won,
    );
  });

  it.each(languages)('%s: other currencies, and codes the site does not know', (lang) => {
    expect([
      formatMoney(lang, 12.5, 'USD'),
      formatMoney(lang, 12.5, 'EUR'),
      formatMoney(lang, 12.5, 'CNY'),
      formatMoney(lang, 39_000, 'JPY'),
    ]).toEqual(pinned[lang].other);
  });

  it("the point plans' second currencies, as the lead decided", () => {
    // English: approximate dollars, whole or with cents.
    expect(formatMoney('en', 231_000 / 1380, 'USD', 0)).toBe('$167');
    expect(formatMoney('en', 330 / 1380, 'USD', 2)).toBe('$0.24');
    expect(formatMoney('en', 1, 'USD', 0)).toBe('$1');
    // Chinese: yuan in words.
    expect(formatMoney('zh', 231_000 / 190, 'CNY', 0)).toBe('人民币1,216元');
    expect(formatMoney('zh', 330 / 190, 'CNY', 2)).toBe('人民币1.74元');
    // Spanish: the spec's euro prices, the sign after a no-break space.
    expect(formatMoney('es', 149, 'EUR', 0)).toBe(nb('149_€'));
    expect(formatMoney('es', 0.22, 'EUR', 2)).toBe(nb('0,22_€'));
    expect(formatMoney('es', 0.5, 'EUR', 2)).toBe(nb('0,50_€'));
  });

  it('never throws on a malformed code from the API', () => {
    expect(formatMoney('ko', 39_000, 'KRWW')).toBe('39,000 KRWW');
    expect(formatMoney('es', 39_000, '₩')).toBe('39.000 ₩');
    expect(formatMoney('en', 5, '')).toBe('5 ');
  });

  it('writes an amount in a code it does not know to the cent, or to the digits asked for', () => {
    expect(formatMoney('en', 39_000.555, 'JPY')).toBe('39,000.56 JPY');
    expect(formatMoney('en', 39_000.555, 'JPY', 1)).toBe('39,000.6 JPY');
  });
});

describe('formatList', () => {
  it.each([
    ['en', 'A, B and C', 'A and B'],
    ['ko', 'A, B 및 C', 'A 및 B'],
    ['zh', 'A、B和C', 'A和B'],
    ['es', 'A, B y C', 'A y B'],
  ] as const)('%s: %s', (lang, three, two) => {
    expect(formatList(lang, ['A', 'B', 'C'])).toBe(three);
    expect(formatList(lang, ['A', 'B'])).toBe(two);
    expect(formatList(lang, ['A'])).toBe('A');
    expect(formatList(lang, [])).toBe('');
  });

  it('es: "e" before an i sound, as Spanish writes', () => {
    expect(formatList('es', ['agua', 'hielo'])).toBe('agua y hielo');
    expect(formatList('es', ['padres', 'hijos'])).toBe('padres e hijos');
    expect(formatList('es', ['A', 'B', 'invierno'])).toBe('A, B e invierno');
    // Only the first sound counts.
    expect(formatList('es', ['Ana', 'Pilar'])).toBe('Ana y Pilar');
  });
});

describe('the browser has no say', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("gives the same strings when the engine's Intl and toLocaleString differ", () => {
    const before = languages.map((lang) => [
      formatNumber(lang, 1_234_567.25),
      formatMoney(lang, 231_000, 'KRW'),
      formatMoney(lang, 0.22, 'EUR'),
      formatList(lang, ['A', 'B', 'C']),
    ]);
    // Another ICU: full-width digits and signs, other separators, lists joined otherwise.
    const odd = () => ({ format: () => '９９９', formatToParts: () => [] });
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: odd, ListFormat: odd, PluralRules: odd });
    vi.spyOn(Number.prototype, 'toLocaleString').mockReturnValue('９９９');
    const after = languages.map((lang) => [
      formatNumber(lang, 1_234_567.25),
      formatMoney(lang, 231_000, 'KRW'),
      formatMoney(lang, 0.22, 'EUR'),
      formatList(lang, ['A', 'B', 'C']),
    ]);
    expect(after).toEqual(before);
  });
});
