import type { Web } from './web/driver';

/**
 * Focus checks written as plain functions over a page: key presses, and measurements taken in
 * the page (rectangles, `elementsFromPoint`), nothing specific to one engine or runner, so the
 * same checks can run wherever a page can be driven.
 */

/** A page to evaluate in: Playwright's or the engine-neutral driver's. */
type InPage = { evaluate<R>(fn: () => R | Promise<R>): Promise<R> };

/**
 * Presses Tab (or Shift+Tab) round the page's whole focus cycle; returns every stop where more
 * than half of the focused element is hidden under the header or an open popover (a 5 × 5 grid of
 * points, `elementsFromPoint`). Engine-neutral (the `web` driver). The page measures each stop
 * itself once the browser has scrolled the element into view, which Gecko does at once and WebKit
 * at its next rendering update, so after the next frame; the next key waits for that measurement,
 * so a busy machine makes a round slower, never wrong. A stop that focus had left before its
 * measurement ran (the page moved it) is reported.
 */
export async function obscuredStops(
  web: Web,
  direction: 'forward' | 'backward',
  maxStops = 400,
): Promise<string[]> {
  // The round runs between two sentinels: one at the document's start (or end) that takes focus
  // first and is no tab stop, and a tab stop at the other end that ends the round. Focus so never
  // leaves the document: Gecko's Tab past the end goes to the browser's own controls and stays.
  await web.evaluate((backward) => {
    for (const old of document.querySelectorAll('[data-focus-sentinel]')) old.remove();
    const sentinel = (role: string) => {
      const node = document.createElement('span');
      node.dataset.focusSentinel = role;
      // A box to focus, out of the way (CSSOM, which the policy allows).
      Object.assign(node.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        width: '1px',
        height: '1px',
      });
      return node;
    };
    const start = sentinel('start');
    const end = sentinel('end');
    start.tabIndex = -1;
    end.tabIndex = 0;
    document.body.prepend(backward ? end : start);
    document.body.append(backward ? start : end);
    start.focus();
    return true;
  }, direction === 'backward');
  await web.evaluate(() => {
    type Watch = { stops: MeasuredStop[]; first?: Element; done: boolean; pending: Promise<void> };
    const win = window as unknown as { __focusSweep?: Watch; __focusSweepHooked?: boolean };
    win.__focusSweep = { stops: [], done: false, pending: Promise.resolve() };
    if (win.__focusSweepHooked) return true;
    win.__focusSweepHooked = true;
    const measure = (element: Element): MeasuredStop => {
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      const label = `${element.tagName.toLowerCase()} "${name}"`;
      if (document.activeElement !== element) return { label, covered: 0, measured: false };
      const openPopovers = [...document.querySelectorAll<HTMLElement>('[popover]')].filter(
        (node) => {
          try {
            return node.matches(':popover-open');
          } catch {
            return false;
          }
        },
      );
      const covers = [...document.querySelectorAll<HTMLElement>('header')]
        .filter((node) => getComputedStyle(node).position !== 'static')
        .concat(openPopovers);
      const inCover = (node: Element) => covers.some((cover) => cover.contains(node));
      if (inCover(element)) return { label, covered: 0, measured: true };
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { label, covered: 0, measured: true };
      let covered = 0;
      const steps = 5;
      for (let i = 0; i < steps; i += 1) {
        for (let j = 0; j < steps; j += 1) {
          const x = box.left + ((i + 0.5) * box.width) / steps;
          const y = box.top + ((j + 0.5) * box.height) / steps;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const top = document.elementsFromPoint(x, y)[0];
          if (top && !element.contains(top) && inCover(top)) covered += 1;
        }
      }
      return { label, covered: covered / (steps * steps), measured: true };
    };
    // A key pressed after the round ended goes nowhere: focus stays in the document.
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Tab' && win.__focusSweep?.done) event.preventDefault();
      },
      true,
    );
    document.addEventListener('focusin', (event) => {
      const watch = win.__focusSweep;
      const element = event.target;
      if (!watch || watch.done || !(element instanceof Element)) return;
      if (element.getAttribute('data-focus-sentinel') === 'end') watch.done = true;
      if (element.hasAttribute('data-focus-sentinel')) return;
      // Back at the first stop: the cycle is complete.
      if (element === watch.first) {
        watch.done = true;
        return;
      }
      watch.first ??= element;
      // After the next frame, what the visitor sees: the browser has scrolled the element into
      // view by then (WebKit waits for its rendering update), and so has the header's own rule.
      watch.pending = new Promise((measured) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            watch.stops.push(measure(element));
            measured();
          }),
        ),
      );
    });
    return true;
  });
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  /** Whether the round is over, once the stop just reached has been measured. */
  const settled = () =>
    web.evaluate(async () => {
      const watch = (
        window as unknown as { __focusSweep: { done: boolean; pending: Promise<void> } }
      ).__focusSweep;
      await watch.pending;
      return watch.done;
    });
  for (let pressed = 0; !(await settled()); pressed += 1) {
    if (pressed >= maxStops) {
      const where = await web.evaluate(
        () => `${location.pathname}, at ${document.activeElement?.outerHTML.slice(0, 80)}`,
      );
      throw new Error(`${web.engine}: no round after ${maxStops} ${key} presses (${where})`);
    }
    await web.press(key);
  }
  const stops = await web.evaluate(() => {
    for (const sentinel of document.querySelectorAll('[data-focus-sentinel]')) sentinel.remove();
    return (window as unknown as { __focusSweep: { stops: MeasuredStop[] } }).__focusSweep.stops;
  });
  return stops
    .filter((stop) => !stop.measured || stop.covered > 0.5)
    .map((stop) =>
      stop.measured
        ? `${stop.label}: ${Math.round(stop.covered * 100)} % hidden`
        : `${stop.label}: focus had moved on before it was measured`,
    );
}

type MeasuredStop = { label: string; covered: number; measured: boolean };

/** What the route announcer (a polite status region) says now. */
export function announced(page: InPage): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="status"][data-route-announcer]')]
      .map((node) => (node.textContent ?? '').trim())
      .join(' '),
  );
}

/** The focused element's tag and text, or "body". */
export function focusedElement(page: InPage): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', text: '' };
    return { tag: element.tagName.toLowerCase(), text: (element.textContent ?? '').trim() };
  });
}

/**
 * Records, from before the page's first script, every status or live region that enters the
 * document already holding text: many screen readers announce only changes to a region they
 * already know. Read the list with `lateLiveRegions`.
 */
export function watchLiveRegions() {
  const found: string[] = [];
  (window as unknown as { __lateLiveRegions: string[] }).__lateLiveRegions = found;
  const selector = '[role="status"], [aria-live="polite"], [aria-live="assertive"]';
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    const regions = [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
    for (const region of regions) {
      // A dialog's own regions arrive with it: opening the dialog is what is announced.
      if (region.closest('dialog')) continue;
      const text = (region.textContent ?? '').trim();
      if (text) found.push(`${region.outerHTML.slice(0, 80)}… "${text.slice(0, 40)}"`);
    }
  };
  const start = () =>
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(check);
    }).observe(document.documentElement, { childList: true, subtree: true });
  // Only what is added after the document was parsed: the pre-rendered page's own regions are
  // there from the start.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}

export function lateLiveRegions(page: InPage): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __lateLiveRegions?: string[] }).__lateLiveRegions ?? [],
  );
}
