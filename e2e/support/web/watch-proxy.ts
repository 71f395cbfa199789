import { createServer, request as forward, type Server } from 'node:http';
import { closeServer } from '../../../tools/hosts/static-host';
import { freePort } from '../../../tools/hosts/real-hosts';

const watchScriptPath = '/__e2e/watch.js';

/**
 * In front of a host for WebKit, whose WebDriver cannot listen to the console: every HTML page
 * gets `<script src="/__e2e/watch.js">` first in its `<head>` (see web/watch.ts). Everything
 * else passes through untouched.
 */
export async function startWatchProxy(
  hostUrl: string,
  watchScript: string,
): Promise<{ url: string; server: Server; stop: () => Promise<void> }> {
  const target = new URL(hostUrl);
  const server = createServer((request, response) => {
    if (request.url === watchScriptPath) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(watchScript);
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(
              /<head(\s[^>]*)?>/i,
              (tag) => `${tag}<script src="${watchScriptPath}"></script>`,
            );
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(request.method === 'HEAD' ? undefined : html);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, server, stop: () => closeServer(server) };
}
