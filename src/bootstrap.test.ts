import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, boot, FIRST_PAINT_WAIT_MS } from './bootstrap';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's paint reports: `paint()` reports a first contentful paint. */
function fakePaintObserver(supported = ['paint']) {
  let report: Callback = () => {};
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: Callback) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name = 'first-contentful-paint') =>
      report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    disconnect,
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint of a pre-rendered page, then runs once', () => {
    const browser = fakePaintObserver();
    const work = vi.fn();
    afterFirstPaint(work, true, FIRST_PAINT_WAIT_MS);
    browser.paint('first-paint');
    expect(work).not.toHaveBeenCalled();
    browser.paint();
    browser.paint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
    expect(browser.disconnect).toHaveBeenCalled();
  });

  it('runs at once on an empty page, which paints nothing before the app', () => {
    fakePaintObserver();
    const work = vi.fn();
    afterFirstPaint(work, false, FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once where paints are not reported', () => {
    fakePaintObserver([]);
    const work = vi.fn();
    afterFirstPaint(work, true, FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which does not paint', () => {
    fakePaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    afterFirstPaint(work, true, FIRST_PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a second', () => {
    fakePaintObserver();
    const work = vi.fn();
    afterFirstPaint(work, true, FIRST_PAINT_WAIT_MS);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('boot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  /** The page's entry as the build names it, and `load` standing in for `import()`. */
  function runBootstrap(load: (url: string) => Promise<unknown>) {
    const entry = document.createElement('meta');
    entry.name = 'trio:entry';
    entry.content = '/assets/index-abc123.js';
    document.head.prepend(entry);
    boot(load);
  }

  it('requests the entry once the pre-rendered page has painted', () => {
    const browser = fakePaintObserver();
    document.body.innerHTML = '<div id="root"><h1>TRIO</h1></div>';
    const load = vi.fn(() => Promise.resolve());
    runBootstrap(load);
    expect(load).not.toHaveBeenCalled();
    browser.paint();
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc123.js');
  });

  it('preloads the files the build listed for the page, after the entry, once painted', () => {
    const browser = fakePaintObserver();
    document.head.innerHTML =
      '<meta name="trio:modules" content="/assets/react-a1.js /assets/home-b2.js /assets/home-c3.js">';
    document.body.innerHTML = '<div id="root"><h1>TRIO</h1></div>';
    const preloaded = () =>
      [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href]);
    const requested: string[] = [];
    runBootstrap((url) => {
      requested.push(url, ...preloaded().map(([, href]) => href!));
      return Promise.resolve();
    });
    expect(preloaded()).toEqual([]);
    browser.paint();
    expect(requested).toEqual(['/assets/index-abc123.js']);
    expect(preloaded()).toEqual([
      ['modulepreload', `${location.origin}/assets/react-a1.js`],
      ['modulepreload', `${location.origin}/assets/home-b2.js`],
      ['modulepreload', `${location.origin}/assets/home-c3.js`],
    ]);
  });

  it('preloads nothing more on a page without a list', () => {
    const browser = fakePaintObserver();
    document.body.innerHTML = '<div id="root"><h1>TRIO</h1></div>';
    const load = vi.fn(() => Promise.resolve());
    runBootstrap(load);
    browser.paint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('does nothing on a page the build named no entry for', () => {
    fakePaintObserver();
    document.body.innerHTML = '<div id="root"><h1>TRIO</h1></div>';
    const load = vi.fn(() => Promise.resolve());
    boot(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('requests the entry at once on a page with nothing to paint', () => {
    fakePaintObserver();
    document.body.innerHTML = '<div id="root"></div>';
    const load = vi.fn(() => Promise.resolve());
    runBootstrap(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the static page as it is when the entry cannot be loaded', async () => {
    const browser = fakePaintObserver();
    document.body.innerHTML = '<div id="root"><a href="/en/home">Home</a></div>';
    const failure = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    runBootstrap(failure);
    browser.paint();
    await vi.waitFor(() => expect(failure).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(document.getElementById('root')?.innerHTML).toBe('<a href="/en/home">Home</a>');
  });
});
