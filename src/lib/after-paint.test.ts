import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    delete document.documentElement.dataset.app;
    vi.restoreAllMocks();
  });

  it('resolves at once before the app is ready (hydration waits for no frame)', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });

  it('waits for the next frame, then a task, once the app is ready', async () => {
    document.documentElement.dataset.app = 'ready';
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let done = false;
    const waiting = afterNextPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frames.forEach((callback) => callback(0));
    await waiting;
    expect(done).toBe(true);
  });
});
