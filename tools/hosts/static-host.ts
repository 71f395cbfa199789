import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { parse as parseToml } from 'smol-toml';

/**
 * A small static host that follows Netlify's documented rules, so `npm run preview`, the browser
 * tests and the bench serve the build as production does: `dist/_headers`, `dist/_redirects`
 * then the `[[redirects]]` of netlify.toml (first match wins, placeholders and splats, applied
 * only where no file answers), pretty URLs (`/x` serves `x.html`, `/x/` redirects to `/x`), and
 * `404.html` for everything else. nginx and Cloudflare Pages are tested as the real servers
 * (e2e/hosting.e2e.ts).
 */

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.ics': 'text/calendar; charset=utf-8',
};

export type HeaderRule = { pattern: string; headers: [string, string][] };
export type RedirectRule = { from: string; to: string; status: number };

/**
 * Matches a rule's pattern (`*` the rest of the path, `:name` one segment) and returns the
 * values for the target's placeholders (`:splat` for `*`), or undefined.
 */
export function matchPattern(
  pattern: string,
  pathname: string,
): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split('*')
    .map((part) =>
      part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      }),
    )
    .join('(.*)');
  if (pattern.includes('*')) names.push('splat');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

function matchesPattern(pattern: string, pathname: string): boolean {
  return matchPattern(pattern, pathname) !== undefined;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    // `! Name` is Cloudflare Pages' syntax for detaching a header an earlier rule set; Netlify's
    // parser skips a line without a colon (netlify/build, packages/headers-parser).
    if (/^\s+!\s*\S+\s*$/.test(line)) continue;
    const colon = line.indexOf(':');
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

/** The `[[redirects]]` tables of a netlify.toml. */
export function netlifyTomlRedirects(text: string): RedirectRule[] {
  const { redirects = [] } = parseToml(text) as {
    redirects?: { from: string; to: string; status?: number }[];
  };
  return redirects.map(({ from, to, status = 301 }) => ({ from, to, status }));
}

/**
 * Netlify's rule (its own engine, `@netlify/headers`' `headersForPath`): every rule that matches
 * adds its headers; a header a later rule sets again replaces the earlier value; set twice
 * within one rule, it is joined.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    const own: Record<string, string> = {};
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      own[key] = own[key] ? `${own[key]}, ${value}` : value;
    }
    Object.assign(result, own);
  }
  return result;
}

type Answer =
  | { kind: 'file'; status: number; file: string }
  | { kind: 'redirect'; status: number; location: string };

/** What Netlify answers for a path, given the published folder and its rules. */
export function netlifyAnswer(root: string, rules: RedirectRule[], pathname: string): Answer {
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  const local = normalize(join(root, pathname));
  if (!local.startsWith(root)) return { kind: 'file', status: 404, file: join(root, '404.html') };
  const bare = pathname.replace(/\/+$/, '');
  const sitePath = (file: string) => `/${relative(root, file).split(sep).join('/')}`;
  // Pretty URLs: `/x` is `x.html` (or `x/index.html`, at `/x/`); one address per page.
  const fileFor = (path: string): Answer | undefined => {
    const target = normalize(join(root, path));
    const trimmed = target.replace(/\/+$/, '');
    if (path.endsWith('/')) {
      if (isFile(join(target, 'index.html')))
        return { kind: 'file', status: 200, file: join(target, 'index.html') };
      // The page's own address, from the file found: never the request's text, in which
      // `//host/` or `/\\host/` would be another site.
      if (path !== '/' && isFile(`${trimmed}.html`))
        return { kind: 'redirect', status: 301, location: sitePath(trimmed) };
      return undefined;
    }
    if (isFile(target)) return { kind: 'file', status: 200, file: target };
    if (isFile(`${target}.html`)) return { kind: 'file', status: 200, file: `${target}.html` };
    if (isFile(join(target, 'index.html')))
      return { kind: 'redirect', status: 301, location: `${sitePath(target)}/` };
    return undefined;
  };
  const own = fileFor(pathname);
  if (own) return own;
  // Rules match with or without the trailing slash (Netlify normalises it first).
  for (const rule of rules) {
    const values = matchPattern(rule.from, pathname) ?? matchPattern(rule.from, bare || '/');
    if (!values) continue;
    const to = rule.to.replace(/:(\w+)/g, (whole, name: string) => values[name] ?? whole);
    if (rule.status === 200 || rule.status === 404) {
      const target = fileFor(to);
      if (target?.kind === 'file') return { ...target, status: rule.status };
      continue;
    }
    return { kind: 'redirect', status: rule.status, location: to };
  }
  return { kind: 'file', status: 404, file: join(root, '404.html') };
}

/**
 * Serves `root` as Netlify would. `projectDir` holds netlify.toml (the repository, not `dist/`).
 */
export async function startStaticHost(
  root: string,
  { projectDir = process.cwd(), port = 0 }: { projectDir?: string; port?: number } = {},
): Promise<{ server: Server; url: string }> {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const headerRules = parseHeaders(read(join(root, '_headers')));
  const redirectRules = [
    ...parseRedirects(read(join(root, '_redirects'))),
    ...netlifyTomlRedirects(read(join(projectDir, 'netlify.toml'))),
  ];

  const server = createServer((request, response) => {
    // The request's path as sent: `//evil.example/` is a path here, not a host.
    const target = request.url ?? '/';
    const url = new URL(target.startsWith('/') ? `http://127.0.0.1${target}` : target);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/404';
    }
    const headers = headersFor(headerRules, pathname);
    const answer = netlifyAnswer(resolve(root), redirectRules, pathname);
    if (answer.kind === 'redirect') {
      response.writeHead(answer.status, { ...headers, Location: answer.location }).end();
      return;
    }
    if (!existsSync(answer.file)) {
      response.writeHead(404, { ...headers, 'Content-Type': types['.txt'] }).end('Not found');
      return;
    }
    response.writeHead(answer.status, {
      ...headers,
      'Content-Type': types[extname(answer.file)] ?? 'application/octet-stream',
    });
    response.end(request.method === 'HEAD' ? undefined : readFileSync(answer.file));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/** Closes a test server at once: keep-alive sockets would hold `close()` open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
