import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import type { DemoNotice } from '../../src/demo-api/content';
import { certificateRequests, inquiries, publishNotice, resetDb } from '../../src/demo-api/db';
import { handlers } from '../../src/demo-api/handlers';
import { checkEvent, eventPath, type ReceivedEvent } from './events-api';

/** A failure a test asks for: the next `times` matching calls answer like this. */
export type InjectedFault = {
  method: string;
  path: string;
  /**
   * `json`: `{ code }` with `status`; `html`: a non-JSON body; `slow`: no answer for `delayMs`;
   * `no-cors`: a normal answer without `Access-Control-Allow-Origin` (the browser blocks it).
   */
  kind: 'json' | 'html' | 'slow' | 'no-cors';
  code?: number;
  status?: number;
  delayMs?: number;
  times?: number;
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The demo pictures and files. The handlers give their URLs on this server's origin, as the
 * company API gives its media, so the browser tests load them from another origin than the site.
 */
const demoRoot = fileURLToPath(new URL('../../public/demo', import.meta.url));

const mediaTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** The file under `public/demo/` that a `/demo/...` path names, or undefined. */
async function demoFile(pathname: string): Promise<string | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/demo/'.length));
  } catch {
    return undefined;
  }
  // Decoding can produce `..` segments or a NUL byte: the resolved path must stay inside.
  if (relative.includes('\0')) return undefined;
  const file = resolve(demoRoot, relative);
  if (!file.startsWith(demoRoot + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

async function serveDemoFile(method: string, pathname: string, response: ServerResponse) {
  const file = await demoFile(pathname);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const body = await readFile(file);
  response.writeHead(200, {
    'Content-Type': mediaTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(method === 'HEAD' ? undefined : body);
}

/**
 * The demo API (the same msw handlers as the unit tests and `npm start`) over real HTTP on
 * 127.0.0.1, with CORS for the site's origin and credentials, so the browser tests exercise
 * cross-origin cookies. It also serves `public/demo/` under `/demo/`, the pictures and files
 * its answers point to, takes reports at `/__reports` (the report address of the tests'
 * builds) and stands in for the analytics service at `/__analytics` (events-api.ts). `/__test/*`
 * lets tests reset it, inject faults, publish a notice, and read the reports, the counted events
 * and the course requests it received.
 */
export async function startApiServer(
  siteOrigin: () => string,
): Promise<{ server: Server; url: string }> {
  let faults: InjectedFault[] = [];
  /** What browsers and the app sent to the report address (`/__reports`), oldest first. */
  let reports: { type: string; body: unknown }[] = [];
  /** What reached the analytics service's events API, each with what is wrong with it. */
  let events: ReceivedEvent[] = [];

  async function injected(
    method: string,
    path: string,
    response: ServerResponse,
  ): Promise<boolean> {
    const fault = faults.find((item) => item.method === method && path.startsWith(item.path));
    if (!fault) return false;
    if (fault.times !== undefined && --fault.times <= 0)
      faults = faults.filter((item) => item !== fault);
    if (fault.kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 15_000));
      if (response.destroyed) return true;
      json(response, 200, { code: fault.code ?? 200 });
    } else if (fault.kind === 'no-cors') {
      for (const name of ['Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials']) {
        response.removeHeader(name);
      }
      json(response, 200, { code: fault.code ?? 200 });
    } else if (fault.kind === 'html') {
      response.writeHead(fault.status ?? 502, { 'Content-Type': 'text/html' });
      response.end('<html><body>Bad gateway</body></html>');
    } else {
      json(response, fault.status ?? 200, { code: fault.code ?? 500 });
    }
    return true;
  }

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    if (origin && origin === siteOrigin()) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, Accept-Language');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const body = await readBody(request);

    if (url.pathname === '/__reports' && method === 'POST') {
      // The app's own reports (text/plain JSON), CSP's report-uri (application/csp-report) and
      // the Reporting API's report-to (application/reports+json, a list).
      const type = request.headers['content-type'] ?? '';
      let parsed: unknown = body.toString();
      try {
        parsed = JSON.parse(body.toString());
      } catch {
        // Kept as text: a test says what it expected.
      }
      reports.push({ type, body: parsed });
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === `/__analytics${eventPath}`) {
      events.push(checkEvent(method, request.headers, body.toString()));
      // The service's answer: 202 Accepted.
      json(response, 202, {});
      return;
    }
    if (url.pathname === '/__test/events') {
      json(response, 200, events);
      return;
    }
    if (url.pathname === '/__test/reports') {
      json(response, 200, reports);
      return;
    }
    if (url.pathname === '/__test/reset') {
      faults = [];
      reports = [];
      events = [];
      resetDb();
      json(response, 200, { code: 200 });
      return;
    }
    if (url.pathname === '/__test/certificate-requests') {
      json(response, 200, certificateRequests());
      return;
    }
    if (url.pathname === '/__test/inquiries') {
      json(response, 200, inquiries());
      return;
    }
    if (url.pathname === '/__test/notice' && method === 'POST') {
      // What the back office does after the site was built: a notice the build never saw.
      publishNotice(JSON.parse(body.toString()) as DemoNotice);
      json(response, 200, { code: 200 });
      return;
    }
    if (url.pathname === '/__test/fault') {
      faults.push(JSON.parse(body.toString()) as InjectedFault);
      json(response, 200, { code: 200 });
      return;
    }
    if (await injected(method, url.pathname, response)) return;
    if ((method === 'GET' || method === 'HEAD') && url.pathname.startsWith('/demo/')) {
      await serveDemoFile(method, url.pathname, response);
      return;
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const fetchRequest = new Request(
      new URL(url.pathname + url.search, `http://${request.headers.host}`),
      {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      },
    );
    const answer = await getResponse(handlers, fetchRequest);
    if (!answer) {
      json(response, 404, { code: 404 });
      return;
    }
    for (const [name, value] of answer.headers) {
      if (name.toLowerCase() !== 'set-cookie') response.setHeader(name, value);
    }
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
    response.writeHead(answer.status);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}
