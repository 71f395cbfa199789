import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { isNewVersionAvailable, reloadIfNewVersion } from './version-check';
import { checkForNewVersion, startVersionPolling } from './version-polling';

function liveBuild(id: unknown) {
  let calls = 0;
  server.use(
    http.get('*/builds/latest.json', ({ request }) => {
      calls += 1;
      expect(request.cache).toBe('no-store');
      return HttpResponse.json({ id, timestamp: 1 });
    }),
  );
  return () => calls;
}

describe('version check', () => {
  it('does not flag the build that is running', async () => {
    liveBuild('build-a');
    expect(await checkForNewVersion('build-a')).toBe(false);
    expect(reloadIfNewVersion('http://localhost:3000/en/home')).toBeUndefined();
  });

  it('flags a different build id', async () => {
    liveBuild('build-b');
    expect(await checkForNewVersion('build-a')).toBe(true);
    expect(isNewVersionAvailable()).toBe(true);
  });

  it('ignores a missing or malformed latest.json', async () => {
    server.use(
      http.get('*/builds/latest.json', () => new HttpResponse('not json', { status: 200 })),
    );
    expect(await checkForNewVersion('build-a')).toBe(false);
    server.use(http.get('*/builds/latest.json', () => new HttpResponse(null, { status: 404 })));
    expect(await checkForNewVersion('build-a')).toBe(false);
    liveBuild(42);
    expect(await checkForNewVersion('build-a')).toBe(false);
  });

  it('polls every minute and when the tab becomes visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = liveBuild(__BUILD_ID__);
    const stop = startVersionPolling();
    expect(calls()).toBe(0);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(() => expect(calls()).toBe(1));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls()).toBe(2));
    stop();
    vi.advanceTimersByTime(120_000);
    expect(calls()).toBe(2);
    vi.useRealTimers();
  });

  it('turns the next navigation into a full page load once flagged', async () => {
    liveBuild('newer');
    await checkForNewVersion('older');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(reloadIfNewVersion('http://localhost:3000/ko/point')).toBeInstanceOf(Promise);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/ko/point');
  });
});
