import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A small static host that follows `dist/_headers` and `dist/_redirects` the way Netlify and
 * Cloudflare Pages read them, so a test checks the shipped configuration, not a copy of it.
 */

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

export type HeaderRule = { pattern: string; headers: [string, string][] };
export type RedirectRule = { from: string; to: string; status: number };

/** `*` matches the rest of the path (slashes included); `:name` one segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) throw new Error(`Bad _headers line: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** Every rule that matches adds its headers; a header set twice is joined, as the hosts do. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

export async function startStaticHost(root: string): Promise<{ server: Server; url: string }> {
  const read = (name: string) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '';
  const headerRules = parseHeaders(read('_headers'));
  const redirectRules = parseRedirects(read('_redirects'));
  const fileFor = (pathname: string) => {
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root)) return undefined;
    return [file, join(file, 'index.html')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
  };

  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    let status = 200;
    let file = fileFor(pathname);
    // Redirect rules apply only where no file exists (the hosts' default "shadowing").
    if (!file) {
      const rule = redirectRules.find((candidate) => matchesPattern(candidate.from, pathname));
      if (rule && (rule.status === 200 || rule.status === 404)) {
        status = rule.status;
        file = fileFor(rule.to);
      } else if (rule) {
        response.writeHead(rule.status, { Location: rule.to }).end();
        return;
      }
    }
    const headers = headersFor(headerRules, pathname);
    if (!file) {
      response.writeHead(404, { ...headers, 'Content-Type': types['.txt'] }).end('Not found');
      return;
    }
    response.writeHead(status, {
      ...headers,
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** Closes a test server at once: keep-alive sockets would hold `close()` open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
