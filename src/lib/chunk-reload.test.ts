import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import {
  ChunkLoadError,
  claimChunkReload,
  importWithReload,
  setPendingNavigation,
  watchPageLeave,
} from './chunk-reload';

describe('claimChunkReload', () => {
  it('allows one reload per path per 10 seconds', () => {
    expect(claimChunkReload('/en/trio', 1_000)).toBe(true);
    expect(claimChunkReload('/en/trio', 5_000)).toBe(false);
    expect(claimChunkReload('/en/trio', 10_999)).toBe(false);
    expect(claimChunkReload('/en/point', 5_000)).toBe(true);
    expect(claimChunkReload('/en/trio', 11_001)).toBe(true);
  });

  it('does not reload when sessionStorage is unavailable (never loops)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(claimChunkReload('/en/trio')).toBe(false);
    expect(claimChunkReload('/en/trio')).toBe(false);
  });
});

describe('importWithReload', () => {
  const reload = vi.fn();

  beforeEach(() => {
    env.isProduction = true;
    vi.stubGlobal('location', { ...window.location, pathname: '/en/trio/rule', reload });
  });

  afterEach(() => {
    env.isProduction = false;
    reload.mockReset();
  });

  it('returns the module when the import works', async () => {
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once on a failed chunk, then surfaces the error instead of looping', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const first = importWithReload(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    let settled = false;
    void first.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    await expect(importWithReload(failing)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('during a client-side navigation', () => {
    const assign = vi.fn();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    beforeEach(() => {
      vi.stubGlobal('location', { ...window.location, pathname: '/en/home', assign, reload });
    });

    afterEach(() => {
      setPendingNavigation(() => undefined);
      assign.mockReset();
    });

    it('loads the page being opened, not the one being left, once per target path', async () => {
      setPendingNavigation(() => ({ pathname: '/en/trio/rule', search: '?x=1', hash: '#score' }));

      void importWithReload(failing);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en/trio/rule?x=1#score'));
      expect(reload).not.toHaveBeenCalled();

      await expect(importWithReload(failing)).rejects.toBeInstanceOf(ChunkLoadError);
      expect(assign).toHaveBeenCalledTimes(1);
      // The page being left has its own guard.
      expect(claimChunkReload('/en/home')).toBe(true);
    });

    it('reloads when the address already shows the target (back, forward)', async () => {
      setPendingNavigation(() => ({ pathname: '/en/home', search: '', hash: '' }));

      void importWithReload(failing);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('does not reload a page being left: the browser cancelled the import, nothing is missing', async () => {
    const failing = () => Promise.reject(new TypeError('Importing a module script failed.'));
    watchPageLeave();
    window.dispatchEvent(new Event('beforeunload'));

    let settled = false;
    void importWithReload(failing).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    // The page stayed (the link was a download) and the visitor goes on using it.
    window.dispatchEvent(new Event('pointerdown'));
    void importWithReload(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('never reloads in development', async () => {
    env.isProduction = false;
    await expect(importWithReload(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
