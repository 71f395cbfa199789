import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillTimer } from './fill-time';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the minimum fill time', () => {
  it('counts from the first interaction, not from later ones', () => {
    const timer = fillTimer(3000);
    timer.started();
    vi.advanceTimersByTime(1000);
    timer.started();
    expect(timer.remaining()).toBe(2000);
  });

  it('makes a fast send wait the rest, then lets it through', async () => {
    const timer = fillTimer(3000);
    timer.started();
    vi.advanceTimersByTime(1200);
    let done = false;
    const waiting = timer.wait().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('does not hold up a person who took their time', async () => {
    const timer = fillTimer(3000);
    timer.started();
    vi.advanceTimersByTime(45_000);
    expect(timer.remaining()).toBe(0);
    await expect(timer.wait()).resolves.toBeUndefined();
  });

  it('starts the clock at the send when nothing touched the form first (a script)', () => {
    const timer = fillTimer(3000);
    expect(timer.remaining()).toBe(3000);
  });
});
