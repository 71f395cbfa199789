/**
 * Stylelint: the standard rules, with the project's class names (BEM), and colours and spacing
 * written only in src/styles/tokens.css. Everywhere else a colour names a token (`var(--color-…)`,
 * a translucent one through `color-mix`) and a margin, padding or gap a spacing step
 * (`var(--space-…)`), so either changes in one place (docs/decisions/016-styles.md).
 */

const tokens = 'Colours come from src/styles/tokens.css: var(--color-…)';

/** The properties that space things apart: no rem or px value of their own. */
const spacing = '/^(margin|padding)(-.+)?$|^(row-|column-)?gap$/';

/** Colour functions that would write a colour by value instead of naming a token. */
const colourFunctions = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch'];

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // BEM, as the components write it: block, block__element, block--modifier, kebab-case words.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: (name) => `Class "${name}": block__element--modifier, in kebab-case words` },
    ],
    // Its order check compares selectors by their last part only: `.course-contact .icon` and
    // `.course-summary .icon` are different elements, yet it reports them. With BEM blocks, a
    // selector rarely competes with another block's; the page screenshots catch the rest.
    'no-descending-specificity': null,
    // Safari on iOS still needs the prefix to keep text at its size when a phone turns.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['-webkit-text-size-adjust'] }],
    'color-no-hex': [true, { message: tokens }],
    'color-named': ['never', { message: tokens }],
    'function-disallowed-list': [
      colourFunctions,
      { message: `${tokens}, or color-mix(in srgb, var(--color-…) N%, transparent)` },
    ],
    'declaration-property-unit-disallowed-list': [
      { [spacing]: ['rem', 'px'] },
      { message: 'Spacing comes from src/styles/tokens.css: var(--space-…)' },
    ],
  },
  overrides: [
    {
      // The one file that writes colours by value.
      files: ['src/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'function-disallowed-list': null },
    },
  ],
};
