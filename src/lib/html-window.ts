/**
 * The window staff HTML is parsed in (DOMPurify needs one): the page's own in the browser; at
 * build time a jsdom window the pre-render hands the server entry (src/entry-server.tsx), so
 * notices are sanitised by the same library and rules wherever they are rendered.
 */
let given: (Window & typeof globalThis) | undefined;

export function provideHtmlWindow(window: Window & typeof globalThis): void {
  given = window;
}

export function htmlWindow(): Window & typeof globalThis {
  return given ?? window;
}
