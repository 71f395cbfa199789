import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

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
    afterFirstPaint(work, true);
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
    afterFirstPaint(work, false);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once where paints are not reported', () => {
    fakePaintObserver([]);
    const work = vi.fn();
    afterFirstPaint(work, true);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which does not paint', () => {
    fakePaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const work = vi.fn();
    afterFirstPaint(work, true);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a second', () => {
    fakePaintObserver();
    const work = vi.fn();
    afterFirstPaint(work, true);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
