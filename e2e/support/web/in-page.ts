import {
  queryAllByLabelText,
  queryAllByRole,
  queryAllByText,
  type ByRoleOptions,
} from '@testing-library/dom';
import type { Query } from './query';

/**
 * What the engine-neutral driver runs inside the page (bundled once per run, injected into each
 * document on first use): Testing Library's queries, so a journey finds an element by role,
 * label or text the same way in every engine, then acts on it with the engine's own input.
 */

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Exact (whitespace collapsed) by default; `exact: false` is a case-insensitive substring. */
function matcher(value: string, exact = true): (content: string) => boolean {
  if (exact) return (content) => squash(content) === squash(value);
  const wanted = squash(value).toLowerCase();
  return (content) => squash(content).toLowerCase().includes(wanted);
}

function all(query: Query): Element[] {
  const containers: Element[] = query.within ? all(query.within).slice(0, 1) : [document.body];
  const found: Element[] = [];
  for (const container of containers) {
    const root = container as HTMLElement;
    if (query.role) {
      const options: ByRoleOptions = { hidden: query.hidden ?? false };
      if (query.name !== undefined) options.name = matcher(query.name, query.exact);
      if (query.level !== undefined) options.level = query.level;
      found.push(...queryAllByRole(root, query.role, options));
    } else if (query.label !== undefined) {
      found.push(...queryAllByLabelText(root, matcher(query.label, query.exact)));
    } else if (query.text !== undefined) {
      found.push(
        ...queryAllByText(root, matcher(query.text, query.exact), { ignore: 'script, style' }),
      );
    } else if (query.css) {
      found.push(...root.querySelectorAll(query.css));
    }
  }
  return found;
}

function describe(query: Query): string {
  return JSON.stringify(query);
}

/** The one element `query` names (or its `nth`); throws a readable message otherwise. */
function one(query: Query): Element {
  const found = all(query);
  if (query.nth !== undefined) {
    const element = found[query.nth];
    if (!element) throw new Error(`no element #${query.nth} for ${describe(query)}`);
    return element;
  }
  if (found.length === 0) throw new Error(`no element for ${describe(query)}`);
  if (found.length > 1) throw new Error(`${found.length} elements for ${describe(query)}`);
  return found[0] as Element;
}

/** Whether a visitor sees it: rendered, not hidden, with a box. */
function visible(element: Element): boolean {
  if (!element.isConnected) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
}

/** The accessible description from `aria-describedby` (all this site uses). */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? squash(document.getElementById(id)?.textContent ?? '') : ''))
    .filter(Boolean)
    .join(' ');
}

function state(query: Query) {
  const found = all(query);
  const element = query.nth !== undefined ? found[query.nth] : found[0];
  if (!element) return { count: found.length };
  const field = element as HTMLInputElement;
  return {
    count: found.length,
    visible: visible(element),
    focused: document.activeElement === element,
    value: 'value' in field ? String(field.value) : undefined,
    text: squash(element.textContent ?? ''),
    description: description(element),
    enabled: !(field.disabled ?? false),
    checked: field.checked === true,
    invalid: element.getAttribute('aria-invalid') === 'true',
  };
}

export type ElementState = ReturnType<typeof state>;

Object.assign(window, { __trioE2E: { all, one, state, visible } });
