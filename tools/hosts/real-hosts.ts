import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A real server serving a build, started by a test on a loopback port. */
export type RunningHost = { url: string; stop: () => Promise<void>; log: () => string };

/** The newest date the wrangler runtime we pin (workerd 1.20260401) accepts. */
const COMPATIBILITY_DATE = '2026-04-01';

/**
 * The ports every browser refuses to connect to (the Fetch standard's "bad ports", 4190 among
 * them): a test server there would be unreachable from the page.
 */
const badPorts = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

function anyPort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** A free loopback port that browsers will connect to (the build needs some before they start). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyPort();
    if (!badPorts.has(port)) return port;
  }
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited\n${log()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${url}: server did not answer within 60 s\n${log()}`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) {
        cleanup();
        done();
        return;
      }
      child.once('exit', () => {
        cleanup();
        done();
      });
      child.kill('SIGTERM');
    });
}

/**
 * The main configuration nginx needs around the generated server file (which goes inside
 * `http {}` on a real server): every path it writes in a temporary prefix.
 */
function nginxMainConf(prefix: string, serverFile: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root, workers would run as `nobody`, who cannot read a build in a private temp folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `    ${name}_temp_path ${prefix}/${name};`,
    ),
    `    include ${serverFile};`,
    '}',
    '',
  ].join('\n');
}

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `nginx -t` on the generated server file; throws with nginx's words when it fails. */
export function checkNginxConf(serverFile: string): string {
  const prefix = mkdtempSync(join(tmpdir(), 'trio-nginx-t-'));
  try {
    const main = join(prefix, 'nginx.conf');
    writeFileSync(main, nginxMainConf(prefix, resolve(serverFile)));
    const result = spawnSync(nginxPath, ['-t', '-p', prefix, '-c', main], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0) throw new Error(`nginx -t failed:\n${output}`);
    return output;
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/** Debian's nginx with the build's generated server file (its `listen` and `root` set at build). */
export async function startNginx(serverFile: string, url: string): Promise<RunningHost> {
  const prefix = mkdtempSync(join(tmpdir(), 'trio-nginx-'));
  const main = join(prefix, 'nginx.conf');
  writeFileSync(main, nginxMainConf(prefix, resolve(serverFile)));
  let output = '';
  const child = spawn(nginxPath, ['-p', prefix, '-c', main], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitForHttp(url, child, () => output);
  return {
    url,
    stop: stopper(child, () => rmSync(prefix, { recursive: true, force: true })),
    log: () => output,
  };
}

/**
 * Cloudflare's own local Pages server on a build: its asset serving, `_headers`, `_redirects`,
 * `_routes.json` and the project's functions/ (run from the project folder, as Cloudflare does).
 */
export async function startWrangler(
  distDir: string,
  /** Pages' variables, as the dashboard gives them to functions (`VITE_API_BASE_URL`, ...). */
  variables: Record<string, string> = {},
): Promise<RunningHost> {
  const port = await freePort();
  // Each worker's wrangler needs its own debugger port too (9229 by default).
  const inspectorPort = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'trio-wrangler-'));
  const child = spawn(
    process.execPath,
    [
      resolve('node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      distDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      state,
      '--inspector-port',
      String(inspectorPort),
      '--show-interactive-dev-session=false',
      ...Object.entries(variables).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, () => output);
  return {
    url,
    stop: stopper(child, () => rmSync(state, { recursive: true, force: true })),
    log: () => output,
  };
}
