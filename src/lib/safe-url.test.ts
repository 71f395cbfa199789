import { describe, expect, it } from 'vitest';
import { safeInternalPath, safeSitePath, safeUrl, safeWebUrl } from './safe-url';

/** Refused by every one of them. */
const neverSafe = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload="alert(1)"/>',
  'vbscript:msgbox(1)',
  'ftp://files.example/x',
  'mailto:shop@example.com',
  '//evil.example/x',
  '/\\evil.example/x.png',
  '/\t/evil.example/x.png',
  '\\\\evil.example/x.png',
  'https://shop.example\\@evil.example/',
  'https://shop.example/a\tb',
  '/a\nb',
  'relative/a.png',
  '../x.png',
  '',
  '   ',
  42,
  null,
  undefined,
  { href: 'https://shop.example' },
];

describe('safeWebUrl', () => {
  it.each([
    [
      'https://shop.trio-sport.example/products/ball',
      'https://shop.trio-sport.example/products/ball',
    ],
    ['http://shop.example/a?b=1#c', 'http://shop.example/a?b=1#c'],
    ['  HTTPS://Shop.Example/x  ', 'https://shop.example/x'],
    ['  http://example.org  ', 'http://example.org/'],
  ])('keeps %s', (input, expected) => {
    expect(safeWebUrl(input)).toBe(expected);
  });

  it.each([...neverSafe, '/products/ball', 'shop.example/ball'])('refuses %j', (input) => {
    expect(safeWebUrl(input)).toBeUndefined();
  });
});

describe('safeSitePath', () => {
  it.each([
    ['/demo/products/ball-set.svg', '/demo/products/ball-set.svg'],
    ['/images/a b.png?v=2', '/images/a%20b.png?v=2'],
    ['/files/a%20b.pdf?x=1', '/files/a%20b.pdf?x=1'],
    ['  /demo/files/rules.pdf#page=2 ', '/demo/files/rules.pdf#page=2'],
  ])('keeps %s', (input, expected) => {
    expect(safeSitePath(input)).toBe(expected);
  });

  it.each([...neverSafe, 'https://cdn.example/ball.jpg'])('refuses %j', (input) => {
    expect(safeSitePath(input)).toBeUndefined();
  });
});

describe('safeUrl', () => {
  it('takes http(s) addresses and paths on this site, nothing else', () => {
    expect(safeUrl('https://cdn.example/ball.jpg')).toBe('https://cdn.example/ball.jpg');
    expect(safeUrl('/demo/products/ball-set.svg')).toBe('/demo/products/ball-set.svg');
    for (const input of neverSafe) expect(safeUrl(input)).toBeUndefined();
  });
});

describe('safeInternalPath', () => {
  it.each([
    ['//evil.example', undefined],
    ['https://evil.example', undefined],
    ['/\\evil', undefined],
    ['/\\evil.example/en/home', undefined],
    ['javascript:alert(1)', undefined],
    ['/en/%0d%0a', '/en/%0d%0a'],
    ['/en/home\nLocation: x', undefined],
    ['/fr/home', undefined],
    ['/foo', undefined],
    ['', undefined],
    [null, undefined],
    ['/en/certificate/sport', '/en/certificate/sport'],
    ['/ko/community/notice?page=2#top', '/ko/community/notice?page=2#top'],
  ])('%j → %j', (target, expected) => {
    expect(safeInternalPath(target)).toBe(expected);
  });
});
