#!/usr/bin/env node
/**
 * The site host of the Lighthouse benchmark (`scripts/lighthouse.mjs` starts it; not for other
 * use): serves a dist with `scripts/static-host.ts` (the shipped `_headers`, CSP and
 * `_redirects`), behind a gzip front unless told `plain`, and sends its URL to the parent.
 *
 * It is a process of its own because Lantern, Lighthouse's simulation, takes each origin's
 * server response time from the run (the median over the origin's requests) and adds it to
 * every request of that origin, the HTML document included. Served from Lighthouse's own event
 * loop, the page's script requests were answered while Lighthouse handled the page's start-up
 * events, so a page with scripts was charged several times its script-free twin's server time on
 * its document (docs/decisions/007-benchmark-machine.md). A CDN answers a cached file in the same
 * time whatever the page does next.
 *
 * Usage (from the parent): fork('scripts/bench-site-host.mjs', [distDir, 'gzip' | 'plain']);
 * the first message is `{ url }`, or `{ error }`.
 */
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { typescriptLoader } from './typescript-loader.mjs';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml)|image\/svg\+xml)/;

/** Vite is closed once the host is loaded: it serves nothing. */
async function loadStaticHost() {
  const vite = await typescriptLoader();
  try {
    return (await vite.ssrLoadModule('/scripts/static-host.ts')).startStaticHost;
  } finally {
    await vite.close();
  }
}

/**
 * A reverse proxy that gzips text answers of the static host, like a CDN. Compressed bodies are
 * cached (the dist does not change during a run), so compression costs no CPU while measuring.
 */
async function startGzipFront(upstreamUrl) {
  const cache = new Map();
  const server = createHttpServer((request, response) => {
    const upstream = httpRequest(
      new URL(request.url ?? '/', upstreamUrl),
      { method: request.method, headers: request.headers },
      async (answer) => {
        const chunks = [];
        for await (const chunk of answer) chunks.push(chunk);
        let body = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        const accepts = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        if (accepts && body.length > 0 && COMPRESSIBLE.test(headers['content-type'] ?? '')) {
          const key = `${answer.statusCode} ${request.url}`;
          if (!cache.has(key)) cache.set(key, gzipSync(body, { level: 9 }));
          body = cache.get(key);
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        headers['content-length'] = String(body.length);
        delete headers['transfer-encoding'];
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(request.method === 'HEAD' ? undefined : body);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${server.address().port}`;
}

async function main() {
  const [distDir, encoding] = process.argv.slice(2);
  if (!distDir || !process.send) throw new Error('Started by scripts/lighthouse.mjs only');
  const startStaticHost = await loadStaticHost();
  const host = await startStaticHost(resolve(distDir));
  const url = encoding === 'plain' ? host.url : await startGzipFront(host.url);
  process.send({ url });
  // The parent's exit closes the IPC channel; the host goes with it.
  process.on('disconnect', () => process.exit(0));
}

main().catch((error) => {
  process.send?.({ error: String(error?.stack ?? error) });
  process.exit(1);
});
