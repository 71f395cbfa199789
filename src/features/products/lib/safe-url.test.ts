import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeSitePath, safeWebUrl } from './safe-url';

describe('safeWebUrl', () => {
  it.each([
    [
      'https://shop.trio-sport.example/products/ball',
      'https://shop.trio-sport.example/products/ball',
    ],
    ['http://shop.example/a?b=1#c', 'http://shop.example/a?b=1#c'],
    ['  HTTPS://Shop.Example/x  ', 'https://shop.example/x'],
  ])('keeps %s', (input, expected) => {
    expect(safeWebUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example/x',
    'mailto:shop@example.com',
    '/products/ball',
    '//evil.example/x',
    'shop.example/ball',
    '',
    '   ',
    42,
    null,
    undefined,
    { href: 'https://shop.example' },
  ])('refuses %s', (input) => {
    expect(safeWebUrl(input)).toBeUndefined();
  });
});

describe('safeSitePath', () => {
  it.each([
    ['/demo/products/ball-set.svg', '/demo/products/ball-set.svg'],
    ['/images/a b.png?v=2', '/images/a%20b.png?v=2'],
  ])('keeps %s', (input, expected) => {
    expect(safeSitePath(input)).toBe(expected);
  });

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    '\\\\evil.example/x.png',
    'demo/x.png',
    '../x.png',
    'javascript:alert(1)',
    '',
    7,
  ])('refuses %s', (input) => {
    expect(safeSitePath(input)).toBeUndefined();
  });
});

describe('safeImageUrl', () => {
  it('takes http(s) addresses and paths on this site, nothing else', () => {
    expect(safeImageUrl('https://cdn.example/ball.jpg')).toBe('https://cdn.example/ball.jpg');
    expect(safeImageUrl('/demo/products/ball-set.svg')).toBe('/demo/products/ball-set.svg');
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('data:image/svg+xml,<svg onload="alert(1)"/>')).toBeUndefined();
    expect(safeImageUrl('//evil.example/ball.jpg')).toBeUndefined();
  });
});
