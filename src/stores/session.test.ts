import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { useSession } from './session';

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

  it('logout clears the session and calls the API', async () => {
    let loggedOut = false;
    server.use(
      http.get('*/api/v1/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ code: 200 });
      }),
    );
    useSession.setState({ userId: 7, profile, initialized: true });
    await useSession.getState().logout('en');
    expect(loggedOut).toBe(true);
    expect(useSession.getState()).toMatchObject({ userId: null, profile: null, initialized: true });
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
