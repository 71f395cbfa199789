import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { reportPath, sendErrorReport } from './error-report';

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
