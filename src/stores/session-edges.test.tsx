import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { demoMember } from '@/demo-api/db';
import { claimChunkReload, watchChunkFailures } from '@/lib/chunk-reload';
import { failedChunkEvent } from '@/testing/chunks';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';
import { useSession } from './session';

const userInfo = '*/api/v1/user/info';

afterEach(() => {
  // Before the shared clean-up, which needs working storage.
  vi.restoreAllMocks();
});

describe('user/info failing, then succeeding on a later navigation', () => {
  it.each([
    ['network error', () => HttpResponse.error()],
    ['HTTP 500', () => HttpResponse.json({ code: 500 }, { status: 500 })],
    ['malformed result', () => HttpResponse.json({ code: 200, result: { id: null } })],
  ])('%s: anonymous first, then the member header', async (_name, fault) => {
    await logInDemoMember();
    server.use(http.get(userInfo, fault, { once: true }));
    const { router } = renderRoute('/en/home');
    await findPageHeading();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ initialized: true, userId: null });

    await router.navigate('/en/company');
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('logout while user/info is in flight', () => {
  it('stays logged out when the late answer comes in', async () => {
    await logInDemoMember();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    server.use(
      http.get(userInfo, async () => {
        started = true;
        await gate;
        // The server read the session before the logout reached it: a member answer.
        return HttpResponse.json({ code: 200, result: { ...demoMember, password: undefined } });
      }),
    );
    renderRoute('/en/home');
    await findPageHeading();
    await waitFor(() => expect(started).toBe(true));
    await useSession.getState().logout('en');
    release();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSession.getState()).toMatchObject({ userId: null, profile: null, initialized: true });
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('a malformed or unknown language cookie on /', () => {
  it.each([
    'xx',
    '%E0%A4%A',
    '<script>window.__pwned=1</script>',
    'en;ko',
    '',
    '../../etc/passwd',
    'x'.repeat(4000),
  ])('i18n_redirected=%s: the landing page in a supported language', async (value) => {
    document.cookie = `i18n_redirected=${value}; path=/`;
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    renderRoute('/');
    expect(await findPageHeading('TRIO')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Enter the site' })).toHaveAttribute(
      'href',
      '/en/home',
    );
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});

function storageThrows() {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
}

function storageMethodsThrow() {
  const quota = () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(quota);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quota);
}

describe.each([
  ['storage access throws', storageThrows],
  ['every storage method throws', storageMethodsThrow],
])('private mode: %s', (_name, breakStorage) => {
  it.each(['/', '/en/home', '/ko/community/notice', '/en/auth/login'])(
    '%s still renders',
    async (url) => {
      breakStorage();
      renderRoute(url);
      expect(await findPageHeading()).toBeInTheDocument();
    },
  );

  it('the chunk-reload guard refuses to reload', async () => {
    breakStorage();
    expect(claimChunkReload('/en/home')).toBe(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/en/home' });
    const wasProduction = env.isProduction;
    env.isProduction = true;
    watchChunkFailures();
    const event = failedChunkEvent();
    try {
      window.dispatchEvent(event);
    } finally {
      env.isProduction = wasProduction;
    }
    // Left to the import, and so to the error page.
    expect(event.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
