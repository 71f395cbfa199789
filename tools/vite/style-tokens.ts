import { readFileSync } from 'node:fs';

/** The stylesheet that writes every colour of the site (docs/decisions/016-styles.md). */
export const tokensFile = new URL('../../src/styles/tokens.css', import.meta.url);

/** A colour as the build's renderers take it: hex, or an rgb() with its alpha. */
const literalColour = /^(#[0-9a-f]{3,8}|rgb\([0-9 ./%]+\))$/i;

/** The `--color-<name>` custom properties of a stylesheet, by name (`text` for `--color-text`). */
export function colourTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) tokens[name] = value.trim();
  }
  return tokens;
}

/**
 * The site's colours that build code draws with (the share cards, the 404 page), from
 * tokens.css: the CSS and the pictures cannot disagree. A name the stylesheet lacks, or one that
 * is not a plain colour there (a `var()`), fails the build instead of drawing in black.
 */
export function siteColours<const Name extends string>(
  names: readonly Name[],
  css = readFileSync(tokensFile, 'utf8'),
): Record<Name, string> {
  const tokens = colourTokens(css);
  const colours = {} as Record<Name, string>;
  for (const name of names) {
    const value = tokens[name];
    if (!value || !literalColour.test(value)) {
      throw new Error(
        `src/styles/tokens.css has no colour --color-${name} (${value ?? 'missing'})`,
      );
    }
    colours[name] = value;
  }
  return colours;
}
