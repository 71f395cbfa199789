/**
 * The bench's site host, in a process of its own: Lantern (Lighthouse's simulation) takes each
 * origin's server response time from the run and adds it to every request of that origin, the
 * HTML document included. Served from Lighthouse's own event loop, the page's script requests
 * were answered while Lighthouse handled the page's start-up, so a page was charged several
 * times its twin's server time (docs/decisions/007-benchmark-machine.md). A CDN answers a cached
 * file in the same time whatever the page does next.
 *
 * `startSiteHost` forks this file; run as that child, it serves a dist with the project's static
 * host (the shipped `_headers` and `_redirects`), behind a gzip front unless told `plain`, and
 * sends its URL to the parent.
 */
import { fork } from 'node:child_process';
import { createServer, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStaticHost } from '../hosts/static-host';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml)|image\/svg\+xml)/;

type HostMessage = { url: string } | { error: string };

/**
 * A reverse proxy that gzips text answers of the static host, like a CDN. Compressed bodies are
 * cached (the dist does not change during a run), so compression costs no CPU while measuring.
 */
async function startGzipFront(upstreamUrl: string): Promise<string> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      new URL(request.url ?? '/', upstreamUrl),
      { method: request.method, headers: request.headers },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        let body: Buffer = Buffer.concat(chunks);
        const headers: OutgoingHttpHeaders = { ...answer.headers };
        const accepts = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        if (accepts && body.length > 0 && COMPRESSIBLE.test(String(headers['content-type']))) {
          const key = `${answer.statusCode} ${request.url}`;
          const compressed = cache.get(key) ?? gzipSync(body, { level: 9 });
          cache.set(key, compressed);
          body = compressed;
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
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** In the parent: forks this file and waits for the host's URL. */
export async function startSiteHost(distDir: string, gzip: boolean) {
  const child = fork(fileURLToPath(import.meta.url), [distDir, gzip ? 'gzip' : 'plain'], {
    execArgv: ['--import', 'tsx'],
  });
  const message = await new Promise<HostMessage>((done, fail) => {
    child.once('message', (answer) => done(answer as HostMessage));
    child.once('exit', (code) => fail(new Error(`The site host exited with code ${code}`)));
  });
  if ('error' in message) throw new Error(`The site host failed: ${message.error}`);
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill();
    });
  return { url: message.url, stop };
}

async function serve(distDir: string, encoding: string | undefined) {
  const host = await startStaticHost(resolve(distDir));
  const url = encoding === 'plain' ? host.url : await startGzipFront(host.url);
  process.send?.({ url } satisfies HostMessage);
  // The parent's exit closes the IPC channel; the host goes with it.
  process.on('disconnect', () => process.exit(0));
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distDir, encoding] = process.argv.slice(2);
  serve(distDir ?? '', encoding).catch((error: unknown) => {
    process.send?.({ error: String((error as Error)?.stack ?? error) } satisfies HostMessage);
    process.exit(1);
  });
}
