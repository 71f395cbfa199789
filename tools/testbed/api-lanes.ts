import { createServer, request as forward, type Server } from 'node:http';
import { closeServer } from '../hosts/static-host';
import { freePort } from '../hosts/real-hosts';

/**
 * The one API address every browser test's build calls. The build bakes the API's address in,
 * so the run builds once against this router; each worker still gets its own demo API (members,
 * sessions, faults), because the router forwards a call to the API of the site that made it:
 * every worker serves the build on its own origin, and the browser names it in `Origin` on
 * every call the app makes. Requests without one (the API's pictures in `<img>`) go by their
 * `Referer`, or else to the newest lane: the pictures are the same files on every worker's API.
 */
export type ApiLanes = { url: string; server: Server; stop: () => Promise<void> };

/** Where a worker registers its lane, `POST` `{ origin, target }`, and leaves (no target). */
const lanesPath = '/__lanes';

export async function startApiLanes(): Promise<ApiLanes> {
  const lanes = new Map<string, URL>();
  const server = createServer((request, response) => {
    if (request.url === lanesPath && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        const { origin, target } = JSON.parse(body) as { origin: string; target?: string };
        lanes.delete(origin);
        if (target) lanes.set(origin, new URL(target));
        response.writeHead(204).end();
      });
      return;
    }
    const referer = request.headers.referer;
    const origin = request.headers.origin ?? (referer ? new URL(referer).origin : undefined);
    const target = (origin && lanes.get(origin)) || [...lanes.values()].at(-1);
    if (!target) {
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end('no API lane registered');
      return;
    }
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, server, stop: () => closeServer(server) };
}

/** Sends the calls of the site at `origin` to the demo API at `target` (none: forgets it). */
export async function joinLane(lanesUrl: string, origin: string, target?: string): Promise<void> {
  const response = await fetch(new URL(lanesPath, lanesUrl), {
    method: 'POST',
    body: JSON.stringify({ origin, target }),
  });
  if (!response.ok) throw new Error(`API lane for ${origin}: ${response.status}`);
}
