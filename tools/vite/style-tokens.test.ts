// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareCardElement } from './share-cards';
import { notFoundPage } from './static-pages';
import { colourTokens, siteColours, tokensFile } from './style-tokens';

const root = resolve(import.meta.dirname, '../..');
const tokensCss = readFileSync(tokensFile, 'utf8');
const tokens = colourTokens(tokensCss);

/** Every stylesheet of the app but the tokens, by path. */
const stylesheets = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.endsWith('tokens.css'))
  .map((file) => ({ file, css: readFileSync(join(root, 'src', file), 'utf8') }));

const defined = new Set(
  [...tokensCss.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((match) => match[1] ?? ''),
);

describe('the colour tokens', () => {
  it('are read from the custom properties of a stylesheet', () => {
    const css =
      ':root {\n  --color-text: #1a1d23;\n  --color-backdrop: rgb(10 15 30 / 55%);\n  --radius: 10px;\n}';
    expect(colourTokens(css)).toEqual({ text: '#1a1d23', backdrop: 'rgb(10 15 30 / 55%)' });
    expect(siteColours(['text'], css)).toEqual({ text: '#1a1d23' });
  });

  it('fail the build for a colour the stylesheet does not define by value', () => {
    expect(() => siteColours(['nope'], ':root { --color-text: #000; }')).toThrow(
      '--color-nope (missing)',
    );
    expect(() => siteColours(['link'], ':root { --color-link: var(--color-text); }')).toThrow(
      '--color-link (var(--color-text))',
    );
  });

  it('are the colours of the share cards and the 404 page', () => {
    const card = JSON.stringify(shareCardElement('en', { title: 'Products', tagline: 'x' }));
    for (const name of ['text', 'muted', 'primary', 'red', 'green', 'primary-wash', 'green-wash']) {
      expect(card, name).toContain(tokens[name]);
    }
    const page = notFoundPage(root);
    for (const name of ['text', 'surface', 'border', 'muted', 'primary', 'focus']) {
      expect(page, name).toContain(tokens[name]);
    }
  });

  it("give the 404 page's focus ring a colour that stands out on its white card (WCAG 1.4.11)", () => {
    const luminance = (hex: string) => {
      const long = hex.length === 4 ? hex.replace(/\w/g, (digit) => digit + digit) : hex;
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
        const value = parseInt(long.slice(at, at + 2), 16) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const card = tokens.bg ?? '';
    const rule = /a:focus-visible \{([^}]*)\}/.exec(notFoundPage(root))?.[1] ?? '';
    const ring = [...rule.matchAll(/#[0-9a-f]{3,6}\b/gi)].map((match) => match[0]);
    // The amber ring alone is 1.65:1 on white; the site pairs it with a dark one (global.css).
    expect(ring).toContain(tokens.focus);
    expect(Math.max(...ring.map((colour) => contrast(colour, card)))).toBeGreaterThanOrEqual(3);
  });
});

describe('the stylesheets', () => {
  it('name only tokens that tokens.css defines', () => {
    const unknown = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--(?:color|space)-[a-z0-9-]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('use every token (a token nothing names is dead)', () => {
    const used =
      stylesheets.map(({ css }) => css).join('\n') + tokensCss.replace(/--[a-z0-9-]+\s*:/g, '');
    const generators = ['share-cards.ts', 'static-pages.ts']
      .map((file) => readFileSync(join(root, 'tools/vite', file), 'utf8'))
      .join('\n');
    const unused = [...defined].filter(
      (name) =>
        !used.includes(`var(${name})`) && !generators.includes(`'${name.replace('--color-', '')}'`),
    );
    expect(unused).toEqual([]);
  });
});
