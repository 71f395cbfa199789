import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { findEmail } from '@/features/auth/api/find-email';
import { findPassword } from '@/features/auth/api/find-password';
import { login } from '@/features/auth/api/login';
import { register } from '@/features/auth/api/register';
import { resetPassword } from '@/features/auth/api/reset-password';
import { updateProfile } from '@/features/auth/api/update-profile';
import { getGallery } from '@/features/community/api/get-gallery';
import { getNotice } from '@/features/community/api/get-notice';
import { getNotices } from '@/features/community/api/get-notices';
import { getReferences } from '@/features/community/api/get-references';
import { getVideos } from '@/features/community/api/get-videos';
import { requestCertificate } from '@/features/courses/api/request-certificate';
import { getProducts } from '@/features/products/api/get-products';
import { checkForNewVersion } from '@/lib/version-polling';
import { faultKinds, useFault, type FaultKind } from '@/testing/fixtures/api-faults';
import { server } from '@/testing/msw-server';
import { getUserInfo } from '@/lib/api/get-user-info';
import { logout } from '@/lib/api/logout';

type Outcome = { code: number; result?: unknown };

type Call = {
  name: string;
  method: 'get' | 'post';
  path: string;
  run: () => Promise<Outcome>;
  /** A `result` this call accepts (sent with code 299). */
  validResult?: unknown;
};

const list = (item: unknown) => ({ items: [item], page: 1, size: 10, total: 1 });
const listQuery = { page: 1, size: 10, lang: 'en' as const };

const calls: Call[] = [
  {
    name: '1 user/info',
    method: 'get',
    path: '*/api/v1/user/info',
    run: () => getUserInfo('en'),
    validResult: { id: 1, email: 'a@b.c', name: 'N', position: 'P', phone: '1' },
  },
  {
    name: '2 login',
    method: 'post',
    path: '*/api/v1/auth/login',
    run: () => login({ email: 'a@b.c', password: 'x' }, 'en'),
  },
  { name: '3 logout', method: 'get', path: '*/api/v1/auth/logout', run: () => logout('en') },
  {
    name: '4 register',
    method: 'post',
    path: '*/api/v1/user',
    run: () =>
      register(
        {
          email: 'a@b.c',
          password: 'pw123456',
          passwordConfirm: 'pw123456',
          name: 'N',
          position: 'P',
          phone: '1',
        },
        'en',
      ),
  },
  {
    name: '5 user/update',
    method: 'post',
    path: '*/api/v1/user/update',
    run: () =>
      updateProfile(
        {
          name: 'N',
          position: 'P',
          phone: '1',
          password: '',
          passwordConfirm: '',
          currentPassword: '',
        },
        'en',
      ),
  },
  {
    name: '7 find-email',
    method: 'post',
    path: '*/api/v1/auth/find-email',
    run: () => findEmail({ name: 'N', phone: '1' }, 'en'),
    validResult: { email: 'a@b.c' },
  },
  {
    name: '8 find-password',
    method: 'post',
    path: '*/api/v1/auth/find-password',
    run: () => findPassword({ email: 'a@b.c' }, 'en'),
  },
  {
    name: '9 reset-password',
    method: 'post',
    path: '*/api/v1/auth/reset-password',
    run: () => resetPassword('t', { password: 'pw123456', passwordConfirm: 'pw123456' }, 'en'),
  },
  {
    name: '10 certificate/request',
    method: 'post',
    path: '*/api/v1/certificate/request',
    run: () =>
      requestCertificate(
        'sport',
        {
          sessionId: '',
          name: 'N',
          position: 'P',
          email: 'a@b.c',
          phone: '1',
          memo: '',
          certificateNumber: '',
        },
        'en',
      ),
  },
  {
    name: '11 notices',
    method: 'get',
    path: '*/api/v1/notices',
    run: () => getNotices(listQuery),
    validResult: list({ id: 1, title: 'T', createdAt: '2026-01-01T00:00:00Z', pinned: false }),
  },
  {
    name: '12 notice detail',
    method: 'get',
    path: '*/api/v1/notices/:id',
    run: () => getNotice('1', 'en'),
    validResult: { id: 1, title: 'T', content: '<p>x</p>', createdAt: '2026-01-01T00:00:00Z' },
  },
  {
    name: '13 gallery',
    method: 'get',
    path: '*/api/v1/gallery',
    run: () => getGallery(listQuery),
    validResult: list({ id: 1, title: 'T', imageUrl: '/a.png', thumbnailUrl: '/a.png' }),
  },
  {
    name: '14 videos',
    method: 'get',
    path: '*/api/v1/videos',
    run: () => getVideos(listQuery),
    validResult: list({ id: 1, title: 'T', youtubeId: 'q3T8vKp2XcA' }),
  },
  {
    name: '15 references',
    method: 'get',
    path: '*/api/v1/references',
    run: () => getReferences(listQuery),
    validResult: list({ id: 1, title: 'T', fileUrl: '/files/a.pdf' }),
  },
  {
    name: '16 products',
    method: 'get',
    path: '*/api/v1/products',
    run: () => getProducts('en'),
    validResult: { items: [{ id: 1, name: 'P', url: 'https://shop.example/p' }] },
  },
];

/** What api.md makes of each fault: the envelope's code, else the HTTP status, else 0. */
const expectedCode: Record<FaultKind, number> = {
  'http-500': 500,
  'code-299': 299,
  'not-json': 502,
  'malformed-result': 200,
  timeout: 0,
  'network-error': 0,
};

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);

afterEach(() => {
  vi.useRealTimers();
  expect(unhandled).toEqual([]);
});

afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  // calls of api.md (builds/latest.json included) × faults
  console.log(
    `API fault matrix: ${calls.length + 1} calls × ${faultKinds.length} faults = ${
      (calls.length + 1) * faultKinds.length
    } cases`,
  );
});

/** Runs the call under the fault; a timeout is reached with fake timers. */
async function runUnder<T>(fault: FaultKind, run: () => Promise<T>): Promise<T> {
  if (fault !== 'timeout') return run();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const pending = run();
  await vi.advanceTimersByTimeAsync(10_000);
  vi.useRealTimers();
  return pending;
}

describe.each(calls)('$name', (call) => {
  it.each(faultKinds)('%s: resolves with the expected code and no usable result', async (fault) => {
    useFault(call.method, call.path, fault, call.validResult);
    const outcome = await runUnder(fault, call.run);
    expect(outcome.code).toBe(expectedCode[fault]);
    if (fault !== 'code-299') expect(outcome.result).toBeUndefined();
  });

  it('still works after the faults (the client keeps no broken state)', async () => {
    useFault(call.method, call.path, 'network-error');
    expect((await call.run()).code).toBe(0);
    server.use(
      http[call.method](call.path, () =>
        HttpResponse.json({ code: 200, ...(call.validResult ? { result: call.validResult } : {}) }),
      ),
    );
    const outcome = await call.run();
    expect(outcome.code).toBe(200);
    if (call.validResult) expect(outcome.result).toBeDefined();
  });
});

describe('6 builds/latest.json', () => {
  it.each(faultKinds)('%s: keeps the current build (no reload), never throws', async (fault) => {
    useFault('get', '*/builds/latest.json', fault, { id: 'newer' });
    await expect(runUnder(fault, () => checkForNewVersion('current'))).resolves.toBe(false);
  });

  it('a different build id after the faults is still seen', async () => {
    server.use(
      http.get('*/builds/latest.json', () => HttpResponse.json({ id: 'newer', timestamp: 1 })),
    );
    await expect(checkForNewVersion('current')).resolves.toBe(true);
  });
});
