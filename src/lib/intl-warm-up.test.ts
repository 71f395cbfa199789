import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = ((event?: unknown) => void) | null;

/** A stand-in for the browser's Worker that records what the module does with it. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: Listener = null;
  onerror: Listener = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A fresh copy of the module: it remembers its one warm-up. */
async function loadModule() {
  vi.resetModules();
  return import('./intl-warm-up');
}

describe('warmUpIntl', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.instances = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    document.documentElement.lang = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the page's language to one module worker and settles when it answers", async () => {
    document.documentElement.lang = 'ko';
    const { warmUpIntl } = await loadModule();
    let settled = false;
    const ready = warmUpIntl().then(() => {
      settled = true;
    });
    const [worker] = FakeWorker.instances;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.posted).toEqual(['ko']);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker?.onmessage?.();
    await ready;
    expect(worker?.terminated).toBe(true);
  });

  it('starts one worker however often it is asked', async () => {
    const { warmUpIntl } = await loadModule();
    const first = warmUpIntl();
    const second = warmUpIntl();
    expect(second).toBe(first);
    expect(FakeWorker.instances).toHaveLength(1);
  });

  it('settles when the worker fails', async () => {
    const { warmUpIntl } = await loadModule();
    const ready = warmUpIntl();
    FakeWorker.instances[0]?.onerror?.(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });

  it('never holds the page longer than its limit', async () => {
    const { warmUpIntl, INTL_WARM_UP_WAIT_MS } = await loadModule();
    const ready = warmUpIntl();
    vi.advanceTimersByTime(INTL_WARM_UP_WAIT_MS);
    await expect(ready).resolves.toBeUndefined();
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
  });

  it('settles at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { warmUpIntl } = await loadModule();
    await expect(warmUpIntl()).resolves.toBeUndefined();
  });

  it('settles at once when a worker cannot be created', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by the content security policy');
        }
      },
    );
    const { warmUpIntl } = await loadModule();
    await expect(warmUpIntl()).resolves.toBeUndefined();
  });
});
