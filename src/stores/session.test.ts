import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { onSessionEnd, useSession } from './session';

const profile = {
  id: 7,
  email: 'kim@school.example',
  name: '김하늘',
  position: 'PE teacher',
  phone: '01012345678',
};

function answerUserInfo(respond: () => Response | Promise<Response>) {
  let calls = 0;
  server.use(
    http.get('*/api/v1/user/info', () => {
      calls += 1;
      return respond();
    }),
  );
  return () => calls;
}

describe('session store', () => {
  it('starts unknown', () => {
    expect(useSession.getState()).toMatchObject({
      userId: null,
      profile: null,
      initialized: false,
    });
  });

  it('stores the id and profile on code 200', async () => {
    answerUserInfo(() => HttpResponse.json({ code: 200, result: profile }));
    await useSession.getState().sync('en');
    expect(useSession.getState()).toMatchObject({ userId: 7, profile, initialized: true });
  });

  it('clears the session on code 401', async () => {
    useSession.setState({ userId: null, profile: null });
    answerUserInfo(() => HttpResponse.json({ code: 401 }));
    await useSession.getState().sync('en');
    expect(useSession.getState()).toMatchObject({ userId: null, profile: null, initialized: true });
  });

  it('clears the session when the server cannot be reached', async () => {
    answerUserInfo(() => HttpResponse.error());
    await useSession.getState().refresh('en');
    expect(useSession.getState()).toMatchObject({ userId: null, profile: null, initialized: true });
  });

  it('does not take a 200 without a valid id as a member', async () => {
    answerUserInfo(() => HttpResponse.json({ code: 200, result: { email: 'x@y.z' } }));
    await useSession.getState().sync('en');
    expect(useSession.getState()).toMatchObject({ userId: null, initialized: true });
  });

  it('shares one user/info call between concurrent callers', async () => {
    const calls = answerUserInfo(async () => {
      await delay(20);
      return HttpResponse.json({ code: 200, result: profile });
    });
    await Promise.all([
      useSession.getState().sync('en'),
      useSession.getState().sync('en'),
      useSession.getState().refresh('en'),
    ]);
    expect(calls()).toBe(1);
  });

  it('does not ask again once a member is known', async () => {
    const calls = answerUserInfo(() => HttpResponse.json({ code: 200, result: profile }));
    await useSession.getState().sync('en');
    await useSession.getState().sync('en');
    expect(calls()).toBe(1);
  });

  it('asks again on a later navigation after a failure, and then succeeds', async () => {
    let fail = true;
    answerUserInfo(() =>
      fail ? HttpResponse.error() : HttpResponse.json({ code: 200, result: profile }),
    );
    await useSession.getState().sync('en');
    expect(useSession.getState().userId).toBeNull();
    fail = false;
    await useSession.getState().sync('en');
    expect(useSession.getState().userId).toBe(7);
  });

  it.each([
    ['200', () => HttpResponse.json({ code: 200 })],
    ['401 (the session had already ended)', () => HttpResponse.json({ code: 401 })],
    ['HTTP 403 without an envelope', () => new HttpResponse('Forbidden', { status: 403 })],
  ])('logout answered %s clears the session and says so', async (_, respond) => {
    let loggedOut = false;
    server.use(
      http.get('*/api/v1/auth/logout', () => {
        loggedOut = true;
        return respond();
      }),
    );
    const ended: string[] = [];
    const unsubscribe = onSessionEnd(() => ended.push('ended'));
    useSession.setState({ userId: 7, profile, initialized: true });
    await expect(useSession.getState().logout('en')).resolves.toBe(true);
    unsubscribe();
    expect(loggedOut).toBe(true);
    expect(useSession.getState()).toMatchObject({ userId: null, profile: null, initialized: true });
    expect(ended).toEqual(['ended']);
  });

  it.each([
    ['unreachable (code 0)', () => HttpResponse.error()],
    ['500', () => HttpResponse.json({ code: 500 }, { status: 500 })],
    ['code 503 in an HTTP 200', () => HttpResponse.json({ code: 503 })],
    ["a proxy's HTML 502", () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
  ])('logout %s keeps the member logged in', async (_, respond) => {
    server.use(http.get('*/api/v1/auth/logout', respond));
    const ended: string[] = [];
    const unsubscribe = onSessionEnd(() => ended.push('ended'));
    useSession.setState({ userId: 7, profile, initialized: true });
    await expect(useSession.getState().logout('en')).resolves.toBe(false);
    unsubscribe();
    expect(useSession.getState()).toMatchObject({ userId: 7, profile, initialized: true });
    expect(ended).toEqual([]);
  });

  it('waits for the API before clearing anything, and sends one call for two clicks', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/auth/logout', async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ code: 200 });
      }),
    );
    useSession.setState({ userId: 7, profile, initialized: true });
    const first = useSession.getState().logout('en');
    const second = useSession.getState().logout('en');
    await delay(20);
    expect(useSession.getState().userId).toBe(7);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(calls).toBe(1);
    expect(useSession.getState().userId).toBeNull();
  });

  it('a user/info answer arriving after logout does not log the visitor back in', async () => {
    answerUserInfo(async () => {
      await delay(30);
      return HttpResponse.json({ code: 200, result: profile });
    });
    const pending = useSession.getState().refresh('en');
    await useSession.getState().logout('en');
    await pending;
    expect(useSession.getState().userId).toBeNull();
  });
});
