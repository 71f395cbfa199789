import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { reportApiFailure } from '@/lib/error-report';
import { server } from '@/testing/msw-server';
import { apiRequest, NETWORK_ERROR, reportApiFailuresTo, shape } from './client';

const url = '*/api/v1/envelope-test';

function answer(body: BodyInit | null, init?: ResponseInit) {
  server.use(http.get(url, () => new HttpResponse(body, init)));
}

describe('apiRequest envelope rules', () => {
  it('uses the code in the body over the HTTP status', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 401 }, { status: 200 })));
    expect((await apiRequest('/api/v1/envelope-test', { lang: 'en' })).code).toBe(401);

    server.use(http.get(url, () => HttpResponse.json({ code: 200 }, { status: 500 })));
    expect((await apiRequest('/api/v1/envelope-test', { lang: 'en' })).code).toBe(200);
  });

  it('falls back to the HTTP status when the body is not JSON', async () => {
    answer('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({ code: 502 });
  });

  it('falls back to the HTTP status when the JSON has no numeric code', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ code: '200', result: {} }, { status: 503 })),
    );
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({ code: 503 });
  });

  it('falls back to the HTTP status when the JSON is null, a list or a code no number can be', async () => {
    answer('null', { status: 502, headers: { 'Content-Type': 'application/json' } });
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({ code: 502 });
    answer('[{"code":200}]', { status: 503, headers: { 'Content-Type': 'application/json' } });
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({ code: 503 });
    // JSON reads 1e999 as Infinity.
    answer('{"code":1e999}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({ code: 500 });
  });

  it("passes the server's message on when it is text, and nothing else", async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 409, message: 'Already taken' })));
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toStrictEqual({
      code: 409,
      message: 'Already taken',
    });
    server.use(http.get(url, () => HttpResponse.json({ code: 409, message: { text: 'x' } })));
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toStrictEqual({ code: 409 });
  });

  it('stops waiting when the caller gives up (a page left), with code 0', async () => {
    const caller = new AbortController();
    server.use(
      http.get(url, async () => {
        await delay(3_000);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const started = Date.now();
    const request = apiRequest('/api/v1/envelope-test', { lang: 'en', signal: caller.signal });
    setTimeout(() => caller.abort(), 20);
    expect(await request).toEqual({ code: NETWORK_ERROR });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('turns a network failure into code 0 instead of throwing', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en' })).toEqual({
      code: NETWORK_ERROR,
    });
  });

  it('gives up after the timeout with code 0', async () => {
    server.use(
      http.get(url, async () => {
        await delay(200);
        return HttpResponse.json({ code: 200 });
      }),
    );
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en', timeoutMs: 20 })).toEqual({
      code: 0,
    });
  });

  it('uses a 10 s timeout by default', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('./client');
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('keeps the result only when it passes the shape check', async () => {
    const parse = (value: unknown) =>
      typeof value === 'object' && value !== null && 'email' in value
        ? (value as { email: string })
        : undefined;
    server.use(http.get(url, () => HttpResponse.json({ code: 200, result: { email: 'a@b.c' } })));
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en', parse })).toEqual({
      code: 200,
      result: { email: 'a@b.c' },
    });
    server.use(
      http.get(url, () => HttpResponse.json({ code: 200, result: ['not', 'a', 'record'] })),
    );
    expect(await apiRequest('/api/v1/envelope-test', { lang: 'en', parse })).toStrictEqual({
      code: 200,
    });
  });

  it('sends credentials only where asked, the language, a JSON body and the query', async () => {
    const seen: Request[] = [];
    server.use(
      http.post(url, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ code: 200 });
      }),
    );
    await apiRequest('/api/v1/envelope-test', {
      lang: 'ko',
      method: 'POST',
      body: { email: 'a@b.c' },
      query: { lang: 'ko', page: 2, skipped: undefined },
      credentials: true,
    });
    await apiRequest('/api/v1/envelope-test', { lang: 'es', method: 'POST' });

    const [withCredentials, without] = seen;
    expect(withCredentials?.credentials).toBe('include');
    expect(without?.credentials).toBe('same-origin');
    expect(withCredentials?.headers.get('Accept-Language')).toBe('ko');
    expect(without?.headers.get('Accept-Language')).toBe('es');
    expect(withCredentials?.headers.get('Accept')).toBe('application/json');
    expect(without?.headers.get('Accept')).toBe('application/json');
    expect(withCredentials?.headers.get('Content-Type')).toBe('application/json');
    expect(without?.headers.get('Content-Type')).toBeNull();
    expect(await without?.text()).toBe('');
    expect(await withCredentials?.json()).toEqual({ email: 'a@b.c' });
    expect(new URL(withCredentials?.url ?? '').search).toBe('?lang=ko&page=2');
  });

  describe('failure reports', () => {
    // What the app's start-up connects.
    beforeEach(() => reportApiFailuresTo(reportApiFailure));
    afterEach(() => reportApiFailuresTo(undefined));

    const reportsSent = (spy: { mock: { calls: unknown[][] } }) =>
      spy.mock.calls
        .filter(([target]) => String(target).startsWith('https://reports.trio.example'))
        .map(
          ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
        );

    it('reports a 5xx or an unreachable server by call name and code, never what was sent', async () => {
      vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
      server.use(
        http.post('*/api/v1/certificate/request', () =>
          HttpResponse.json({ code: 503 }, { status: 503 }),
        ),
        http.get('*/api/v1/notices/:id', () => HttpResponse.error()),
        http.post('https://reports.trio.example/r', () => new HttpResponse(null, { status: 204 })),
      );
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await apiRequest('/api/v1/certificate/request', {
        lang: 'en',
        method: 'POST',
        body: { name: 'Kim Minji', email: 'minji@school.example', memo: 'private' },
      });
      await apiRequest('/api/v1/notices/42', { lang: 'en', name: 'notices/:id' });
      const sent = reportsSent(fetchSpy);
      expect(sent).toEqual([
        expect.objectContaining({ type: 'api-failure', call: 'certificate/request', code: 503 }),
        expect.objectContaining({ type: 'api-failure', call: 'notices/:id', code: 0 }),
      ]);
      expect(JSON.stringify(sent)).not.toMatch(/Minji|school|private|42/);
    });

    it('reports no refusal (4xx), no call the page abandoned and nothing while offline', async () => {
      vi.spyOn(env, 'reportUrl', 'get').mockReturnValue('https://reports.trio.example/r');
      server.use(
        http.get(url, () => HttpResponse.json({ code: 401 }, { status: 401 })),
        http.post(url, async () => {
          await delay(200);
          return HttpResponse.json({ code: 500 });
        }),
      );
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await apiRequest('/api/v1/envelope-test', { lang: 'en' });
      const controller = new AbortController();
      const abandoned = apiRequest('/api/v1/envelope-test', {
        lang: 'en',
        method: 'POST',
        signal: controller.signal,
      });
      controller.abort();
      expect((await abandoned).code).toBe(0);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      server.use(http.get(url, () => HttpResponse.error()));
      expect((await apiRequest('/api/v1/envelope-test', { lang: 'en' })).code).toBe(0);
      expect(reportsSent(fetchSpy)).toEqual([]);
    });
  });
});

describe('shape checks of a result', () => {
  it('a record is an object, not a list or null', () => {
    expect(shape.isRecord({ id: 1 })).toBe(true);
    expect(shape.isRecord([1])).toBe(false);
    expect(shape.isRecord(null)).toBe(false);
    expect(shape.isRecord('text')).toBe(false);
  });

  it('an id is a non-empty string or a finite number', () => {
    expect(shape.id('n-7')).toBe(true);
    expect(shape.id(0)).toBe(true);
    expect(shape.id('')).toBe(false);
    expect(shape.id(Number.NaN)).toBe(false);
    expect(shape.id(Number.POSITIVE_INFINITY)).toBe(false);
    expect(shape.id(null)).toBe(false);
    expect(shape.id({})).toBe(false);
  });

  it('a text is a string, or the fallback (empty unless given)', () => {
    expect(shape.text('Notice')).toBe('Notice');
    expect(shape.text(42)).toBe('');
    expect(shape.text(undefined, 'Untitled')).toBe('Untitled');
  });
});
