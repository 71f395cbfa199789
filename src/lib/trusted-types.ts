/**
 * The app's Trusted Types policies (the site's policy enforces `require-trusted-types-for
 * 'script'` and names each one: tools/vite/hosting.ts). Each allows one narrow thing and throws on
 * anything else; in a browser without Trusted Types the checks still run and the value passes
 * as a string. DOMPurify creates its own policy (`dompurify`) for sanitised notices.
 */

/** The part of the Trusted Types API the app uses (not in TypeScript's DOM types yet). */
export type PolicyRules = {
  createScript?: (input: string) => string;
  createScriptURL?: (input: string) => string;
};
type Policy = {
  createScript: (input: string) => TrustedScriptValue;
  createScriptURL: (input: string) => TrustedScriptValue;
};
/** A `TrustedScript` or `TrustedScriptURL` where supported, otherwise the checked string. */
export type TrustedScriptValue = string & { readonly trusted?: unique symbol };
type Factory = { createPolicy: (name: string, rules: PolicyRules) => Policy };

/** Policy names can be created once per page: each is made on first use and kept. */
const policies = new Map<string, Policy>();

export function trustedPolicy(name: string, rules: PolicyRules): Policy {
  const existing = policies.get(name);
  if (existing) return existing;
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  const created: Policy = factory
    ? factory.createPolicy(name, rules)
    : {
        createScript: (input) => rules.createScript?.(input) ?? refuse(name, input),
        createScriptURL: (input) => rules.createScriptURL?.(input) ?? refuse(name, input),
      };
  policies.set(name, created);
  return created;
}

function refuse(name: string, input: string): never {
  throw new TypeError(`Trusted Types policy ${name} refuses ${input.slice(0, 80)}`);
}

/** Characters that could end a script element or confuse an HTML parser (see jsonLdText). */
const unsafeInJsonLd = /[<>&\u2028\u2029]/;

/** JSON-LD text for a `<script type="application/ld+json">`: JSON, nothing that ends the element. */
export function trustedJsonLd(text: string): TrustedScriptValue {
  return trustedPolicy('trio-json-ld', {
    createScript: (input) => {
      if (unsafeInJsonLd.test(input)) refuse('trio-json-ld', input);
      JSON.parse(input);
      return input;
    },
  }).createScript(text);
}
