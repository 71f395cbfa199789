// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onRequest } from './_middleware';

const policy = "default-src 'self'; frame-ancestors 'none'";
const asset = (status: number) => () =>
  Promise.resolve(
    new Response('page', {
      status,
      headers: { 'Content-Security-Policy': policy, 'Content-Type': 'text/html', ETag: '"a"' },
    }),
  );
const request = (path: string) => new Request(`https://trio.example${path}`);

describe('the Cloudflare Pages function', () => {
  it('sends an unknown path under a language to the landing page', async () => {
    const response = await onRequest({ request: request('/en/nope'), next: asset(404) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    // The redirect keeps the security headers of the answer it replaces, and nothing else.
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('content-type')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
  });

  it('leaves what the assets answered alone otherwise', async () => {
    expect((await onRequest({ request: request('/en/home'), next: asset(200) })).status).toBe(200);
    expect((await onRequest({ request: request('/fr/home'), next: asset(404) })).status).toBe(404);
    expect((await onRequest({ request: request('/enx/a'), next: asset(404) })).status).toBe(404);
  });
});
