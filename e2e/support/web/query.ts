/**
 * How a journey names an element, as Testing Library does: by role and accessible name, by
 * label, by text, or (where none fits) by CSS. Names match exactly, whitespace collapsed;
 * `exact: false` matches a case-insensitive part.
 */
export type Query = {
  role?: string;
  name?: string;
  level?: number;
  label?: string;
  text?: string;
  css?: string;
  exact?: boolean;
  /** Include elements hidden from assistive technology. */
  hidden?: boolean;
  /** Inside the (first) element this query finds. */
  within?: Query;
  /** The nth match (0-based) instead of requiring exactly one. */
  nth?: number;
};

export const byRole = (role: string, name?: string, more: Partial<Query> = {}): Query => ({
  role,
  ...(name === undefined ? {} : { name }),
  ...more,
});
export const byLabel = (label: string, more: Partial<Query> = {}): Query => ({ label, ...more });
export const byText = (text: string, more: Partial<Query> = {}): Query => ({ text, ...more });
export const byCss = (css: string, more: Partial<Query> = {}): Query => ({ css, ...more });
/** `query` inside `container`. */
export const within = (container: Query, query: Query): Query => ({ ...query, within: container });
