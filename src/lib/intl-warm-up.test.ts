import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

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

describe('warmUpIntl', () => {
  beforeEach(() => {
    FakeWorker.instances = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("sends the page's language to a module worker, and ends it once it has answered", () => {
    document.documentElement.lang = 'ko';
    warmUpIntl();
    const [worker] = FakeWorker.instances;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(String(worker?.url)).toMatch(/intl-warm-up\.worker\.ts\b/);
    expect(worker?.posted).toEqual(['ko']);
    expect(worker?.terminated).toBe(false);
    worker?.onmessage?.();
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that fails', () => {
    warmUpIntl();
    const [worker] = FakeWorker.instances;
    worker?.onerror?.();
    expect(worker?.terminated).toBe(true);
  });

  it('does nothing where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl()).not.toThrow();
  });
});
