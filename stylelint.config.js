/**
 * Stylelint: the standard rules, with the project's class names (BEM).
 */

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
  },
};
