import type { Page } from '@playwright/test';

/**
 * Focus checks written as plain functions over a page: key presses, and measurements taken in
 * the page (rectangles, `elementsFromPoint`), nothing specific to one engine or runner, so the
 * same checks can run wherever a page can be driven.
 */

/** Where focus is, and how much of it the sticky header or an open popover hides. */
export type FocusStop = {
  /** Tag, then its name or text, for the failure message. */
  label: string;
  /** Share of the focused element's box under the header or an open popover (0 to 1). */
  covered: number;
  /** Whether focus is on the document itself (nothing focused). */
  onBody: boolean;
};

/**
 * Measures the focused element: a 5 × 5 grid of points over its box; a point counts as
 * covered when the topmost element there belongs to the site header or to an open popover and
 * not to the focused element. Points outside the window count as neither.
 */
export function measureFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { label: 'body', covered: 0, onBody: true };
    }
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    const label = `${element.tagName.toLowerCase()} "${name}"`;
    const openPopovers = [...document.querySelectorAll<HTMLElement>('[popover]')].filter((node) => {
      try {
        return node.matches(':popover-open');
      } catch {
        return false;
      }
    });
    const covers = [...document.querySelectorAll<HTMLElement>('body > * header, body > header')]
      .filter((node) => getComputedStyle(node).position !== 'static')
      .concat(openPopovers);
    const inCover = (node: Element) => covers.some((cover) => cover.contains(node));
    // Focus inside the header or the popover is not hidden by it.
    if (inCover(element)) return { label, covered: 0, onBody: false };
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { label, covered: 0, onBody: false };
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
    return { label, covered: covered / (steps * steps), onBody: false };
  });
}

/**
 * Presses Tab (or Shift+Tab) through every focusable element of the page, from the document's
 * start (or end) until focus leaves the page again; returns every stop where more than half of
 * the focused element is hidden under the header or an open popover. One round trip per stop:
 * the page measures each stop itself (`measureFocus`'s rule, after the browser has scrolled it
 * into view) and the list is read at the end.
 */
export async function obscuredStops(
  page: Page,
  direction: 'forward' | 'backward',
  maxStops = 400,
): Promise<string[]> {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  await page.evaluate(() => {
    const win = window as unknown as { __focusStops?: FocusStopRecord[] };
    type FocusStopRecord = { label: string; covered: number; onBody: boolean };
    win.__focusStops = [];
    if ((win as { __focusWatch?: boolean }).__focusWatch) return;
    (win as { __focusWatch?: boolean }).__focusWatch = true;
    const record = () => {
      // After the task that moved focus: the browser has scrolled the element into view by then.
      setTimeout(() => win.__focusStops?.push(measure()));
    };
    const measure = (): FocusStopRecord => {
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) {
        return { label: 'body', covered: 0, onBody: true };
      }
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
      const label = `${element.tagName.toLowerCase()} "${name}"`;
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
      if (inCover(element)) return { label, covered: 0, onBody: false };
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { label, covered: 0, onBody: false };
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
      return { label, covered: covered / (steps * steps), onBody: false };
    };
    document.addEventListener('focusin', record);
    document.addEventListener('focusout', (event) => {
      if (!event.relatedTarget) record();
    });
  });
  const stops = () =>
    page.evaluate(
      () =>
        (window as unknown as { __focusStops?: FocusStop[] }).__focusStops?.map((stop) => ({
          ...stop,
        })) ?? [],
    );
  // How many stops there are, roughly, so that focus is read only every so often.
  const tabbable = await page.evaluate(
    () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex], summary, iframe',
        ),
      ].filter((node) => node.tabIndex >= 0 && node.getClientRects().length > 0).length,
  );
  let pressed = 0;
  while (pressed < maxStops) {
    const batch = Math.max(1, tabbable + 1 - pressed);
    for (let index = 0; index < batch; index += 1) await page.keyboard.press(key);
    pressed += batch;
    // Focus has left the page (the document itself has it) once the round is complete.
    if (
      await page.evaluate(() => !document.activeElement || document.activeElement === document.body)
    ) {
      break;
    }
  }
  if (pressed >= maxStops)
    throw new Error(`focus did not leave the page after ${maxStops} ${key} presses`);
  // The last measurement runs after the last key press's task.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  return (await stops())
    .filter((stop) => !stop.onBody && stop.covered > 0.5)
    .map((stop) => `${stop.label}: ${Math.round(stop.covered * 100)} % hidden`);
}

/** Focus back on the document itself, at the start, as after a page load. */
export async function resetFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
}

/** What the route announcer (a polite status region) says now. */
export function announced(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="status"][data-route-announcer]')]
      .map((node) => (node.textContent ?? '').trim())
      .join(' '),
  );
}

/** The focused element's tag and text, or "body". */
export function focusedElement(page: Page): Promise<{ tag: string; text: string }> {
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

export function lateLiveRegions(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __lateLiveRegions?: string[] }).__lateLiveRegions ?? [],
  );
}
