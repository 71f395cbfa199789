import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import {
  MAX_REPORTS_PER_KIND,
  reportApiFailure,
  reportPath,
  sendErrorReport,
} from './error-report';

describe('error reports', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('names a page with parameters by its pattern: no token, id or query', () => {
    expect(reportPath('/en/reset/password/a1B2c3')).toBe('/en/reset/password/:token');
    expect(reportPath('/ko/community/notice/3')).toBe('/ko/community/notice/:id');
    expect(reportPath('/es/trio/rule')).toBe('/es/trio/rule');
  });

  it('sends nothing without a report address', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('');
    sendErrorReport('uncaught', new Error('boom'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the page, language, message and build, without cookies, query or token', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
    window.history.replaceState(null, '', '/en/reset/password/s3cr3t?email=a@b.c#x');
    document.documentElement.lang = 'en';
    sendErrorReport(
      'recoverable',
      new Error('Failed at https://api.trio.example/user/info?token=s3cr3t#f'),
    );
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('https://reports.trio.example/r');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toEqual({
      type: 'recoverable',
      path: '/en/reset/password/:token',
      lang: 'en',
      message: 'Error: Failed at https://api.trio.example/user/info',
      build: env.buildId,
    });
    expect(String(init?.body)).not.toContain('s3cr3t');
  });
});

describe('report limits', () => {
  const bodies = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map(
      ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
    );

  it('sends the same error once, and at most ten of a kind from a page that throws in a loop', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
    sendErrorReport('uncaught', new Error('same'));
    sendErrorReport('uncaught', new Error('same'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    for (let round = 0; round < 220; round += 1) {
      sendErrorReport('uncaught', new Error(`loop ${round}`));
    }
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_REPORTS_PER_KIND);
    expect(MAX_REPORTS_PER_KIND).toBe(10);
    // Each kind has its own allowance: a loop of errors does not silence a failing API.
    reportApiFailure('certificate/request', 503);
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_REPORTS_PER_KIND + 1);
  });

  it('bounds a report: a long message or path is cut', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
    window.history.replaceState(null, '', `/en/${'x'.repeat(5000)}`);
    sendErrorReport('unhandled-rejection', 'y'.repeat(100_000));
    const [body] = bodies(fetchSpy);
    expect(String(body?.message)).toHaveLength(500);
    expect(String(body?.path)).toHaveLength(200);
    expect(String((fetchSpy.mock.calls[0]?.[1] as RequestInit).body).length).toBeLessThan(1024);
  });

  it('reports a handled API failure by call name and code, nothing the visitor sent', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
    window.history.replaceState(null, '', '/ko/certificate/sport');
    document.documentElement.lang = 'ko';
    reportApiFailure('certificate/request', 503);
    reportApiFailure('certificate/request', 503);
    reportApiFailure('certificate/request', 0);
    expect(bodies(fetchSpy)).toEqual([
      {
        type: 'api-failure',
        path: '/ko/certificate/sport',
        lang: 'ko',
        message: 'certificate/request failed with code 503',
        build: env.buildId,
        call: 'certificate/request',
        code: 503,
      },
      expect.objectContaining({ call: 'certificate/request', code: 0 }),
    ]);
  });
});
