import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { failedChunkEvent } from '@/testing/chunks';
import type * as ChunkGuard from './chunk-reload';
import {
  claimChunkReload,
  holdIfLeaving,
  isLeavingForFailedChunk,
  setPendingNavigation,
  watchChunkFailures,
} from './chunk-reload';

describe('claimChunkReload', () => {
  it('allows one reload per path per 10 seconds', () => {
    expect(claimChunkReload('/en/trio', 1_000)).toBe(true);
    expect(claimChunkReload('/en/trio', 5_000)).toBe(false);
    expect(claimChunkReload('/en/trio', 10_999)).toBe(false);
    expect(claimChunkReload('/en/point', 5_000)).toBe(true);
    expect(claimChunkReload('/en/trio', 11_001)).toBe(true);
    // Ten seconds on the dot is time enough.
    expect(claimChunkReload('/en/home', 1_000)).toBe(true);
    expect(claimChunkReload('/en/home', 11_000)).toBe(true);
  });

  it('does not reload when sessionStorage is unavailable (never loops)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(claimChunkReload('/en/trio')).toBe(false);
    expect(claimChunkReload('/en/trio')).toBe(false);
  });
});

describe('a page left for another reason than a failed chunk', () => {
  /** The guard as a new page load finds it (a copy of its own, whatever other tests did). */
  async function freshGuard(): Promise<typeof ChunkGuard> {
    const copy = `./chunk-reload.ts?page-load=${Date.now()}`;
    return (await import(/* @vite-ignore */ copy)) as typeof ChunkGuard;
  }

  it('keeps its error page until a chunk fails while it is being left', async () => {
    const guard = await freshGuard();
    const page = new EventTarget() as Window;
    guard.watchChunkFailures(page);
    page.dispatchEvent(new Event('beforeunload'));
    expect(guard.isLeavingForFailedChunk()).toBe(false);

    env.isProduction = true;
    const event = failedChunkEvent();
    page.dispatchEvent(event);
    env.isProduction = false;
    expect(event.defaultPrevented).toBe(true);
    expect(guard.isLeavingForFailedChunk()).toBe(true);
  });
});

describe('the chunk guard (vite:preloadError)', () => {
  const reload = vi.fn();
  const assign = vi.fn();

  /** A chunk fails to load, as Vite's build reports it; says whether the guard took it over. */
  function chunkFails(): boolean {
    const event = failedChunkEvent();
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  beforeAll(() => watchChunkFailures());

  beforeEach(() => {
    env.isProduction = true;
    vi.stubGlobal('location', { ...window.location, pathname: '/en/trio/rule', reload, assign });
  });

  afterEach(() => {
    env.isProduction = false;
    setPendingNavigation(() => undefined);
    reload.mockReset();
    assign.mockReset();
    // A new document: the one the guard loaded.
    window.dispatchEvent(new Event('pageshow'));
  });

  it('reloads once on a failed chunk, then leaves the error to the page instead of looping', () => {
    expect(chunkFails()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isLeavingForFailedChunk()).toBe(true);

    // The reloaded page fails again within 10 s.
    window.dispatchEvent(new Event('pageshow'));
    expect(isLeavingForFailedChunk()).toBe(false);
    expect(chunkFails()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes one failure of several files (a chunk and its stylesheet) as one', () => {
    expect(chunkFails()).toBe(true);
    expect(chunkFails()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('holds the navigation that met the failure, and only that one', async () => {
    let settled = false;
    void holdIfLeaving(async () => {
      chunkFails();
      return 'loaded';
    }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    window.dispatchEvent(new Event('pageshow'));
    await expect(holdIfLeaving(async () => 'loaded')).resolves.toBe('loaded');
    await expect(holdIfLeaving(() => Promise.reject(new Error('loader')))).rejects.toThrow(
      'loader',
    );
  });

  describe('during a client-side navigation', () => {
    beforeEach(() => {
      vi.stubGlobal('location', { ...window.location, pathname: '/en/home', assign, reload });
    });

    it('loads the page being opened, not the one being left, once per target path', () => {
      setPendingNavigation(() => ({ pathname: '/en/trio/rule', search: '?x=1', hash: '#score' }));

      expect(chunkFails()).toBe(true);
      expect(assign).toHaveBeenCalledWith('/en/trio/rule?x=1#score');
      expect(reload).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('pageshow'));
      expect(chunkFails()).toBe(false);
      expect(assign).toHaveBeenCalledTimes(1);
      // The page being left has its own guard.
      expect(claimChunkReload('/en/home')).toBe(true);
    });

    it('reloads when the address already shows the target (back, forward)', () => {
      setPendingNavigation(() => ({ pathname: '/en/home', search: '', hash: '' }));

      chunkFails();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('does not reload a page being left: the browser cancelled the import, nothing is missing', () => {
    window.dispatchEvent(new Event('beforeunload'));
    expect(chunkFails()).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    // The page stayed (the link was a download) and the visitor goes on using it.
    window.dispatchEvent(new Event('pointerdown'));
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('knows the page is left when it is hidden for good, and used again from the keyboard', () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(chunkFails()).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    // A key pressed in a field whose own handler keeps the event to itself counts all the same.
    const field = document.createElement('input');
    field.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(field);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    field.remove();
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads in development', () => {
    env.isProduction = false;
    expect(chunkFails()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
