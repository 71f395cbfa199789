import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
};

/**
 * Serves `dist/` as a static host would: files as they are, index.html for any other path
 * (SPA fallback) except under /assets/, where a missing chunk must stay a real 404.
 */
export async function startStaticServer(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    const candidates = [file, join(file, 'index.html')];
    const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
    if (found) {
      response.writeHead(200, {
        'Content-Type': types[extname(found)] ?? 'application/octet-stream',
      });
      createReadStream(found).pipe(response);
      return;
    }
    if (pathname.startsWith('/assets/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types['.html'] });
    createReadStream(join(root, 'index.html')).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}
