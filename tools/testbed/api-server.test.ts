// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mockServer } from '../../src/testing/msw-server';
import { startApiServer } from './api-server';

let api: { server: Server; url: string };

beforeAll(async () => {
  api = await startApiServer(() => 'http://127.0.0.1:1');
});

// The unit tests' msw server intercepts every request; these must reach the real one.
beforeEach(() => {
  mockServer.use(http.all(`${api.url}/*`, () => passthrough()));
});

afterAll(async () => {
  // Keep-alive sockets would hold `close()` open.
  await new Promise((done) => {
    api.server.close(done);
    api.server.closeAllConnections();
  });
});

const publicFile = (path: string) => readFileSync(new URL(`../../public${path}`, import.meta.url));

describe('the demo API server', () => {
  it('serves a demo picture with its type', async () => {
    const response = await fetch(`${api.url}/demo/gallery/photo-01-thumb.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      publicFile('/demo/gallery/photo-01-thumb.svg'),
    );
  });

  it('answers HEAD with the headers of a file and no body', async () => {
    const path = '/demo/files/TRIO-rulebook-2026-en.pdf';
    const response = await fetch(`${api.url}${path}`, { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Number(response.headers.get('content-length'))).toBe(publicFile(path).length);
    expect(await response.text()).toBe('');
  });

  it('serves text files as UTF-8 text', async () => {
    const response = await fetch(`${api.url}/demo/files/TRIO-rulebook-2026-changes-ko.txt`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('TRIO 공식 규정집');
  });

  // `/demo/../x` never gets here: URL parsing, in fetch and in the server, removes the `..`.
  it.each([
    '/demo/gallery/no-such-photo.svg',
    '/demo/gallery',
    '/demo/gallery/',
    '/demo/..%2f..%2fpackage.json',
    '/demo/gallery/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
    '/demo/%00photo.svg',
  ])('answers 404 for %s, never a file outside public/demo', async (path) => {
    const response = await fetch(`${api.url}${path}`);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('gives picture URLs on its own origin, which it serves', async () => {
    const response = await fetch(`${api.url}/api/v1/gallery?lang=en&size=1`);
    const body = (await response.json()) as { result: { items: { thumbnailUrl: string }[] } };
    const thumbnailUrl = body.result.items[0]?.thumbnailUrl ?? '';

    expect(new URL(thumbnailUrl).origin).toBe(api.url);
    const picture = await fetch(thumbnailUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('leaves other methods on /demo/ to the API, as before', async () => {
    const response = await fetch(`${api.url}/demo/gallery/photo-01.svg`, { method: 'POST' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404 });
  });
});
