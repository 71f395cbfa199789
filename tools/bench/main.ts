/**
 * `npm run bench`: a benchmark, not a test; run it on a quiet machine.
 *
 * 1. Builds the site against the demo API on loopback (`tools/testbed/api-server.ts`), as the
 *    browser tests do, into `node_modules/.cache/trio-bench/dist` (or measures `--dist <dir>`).
 * 2. Prints what `/en/home` downloads and checks the budget (sizes.ts).
 * 3. Writes a plain-HTML twin of each measured page (twins.ts) and serves the dist with the
 *    project's static host behind a gzip front, in a process of its own (serve.ts).
 * 4. Measures the interactions (interactions.ts): each tap's longest Event Timing entry and the
 *    time until the app is ready, at a phone viewport with a 4× CPU slowdown; with `--vs <commit>`
 *    (built in a temporary git worktree, versions.ts) or `--vs-dist <dir>` the same on that
 *    build, the two measured in turns (interaction-report.ts). Targets: at most 100 ms, and none
 *    slower than the other build.
 * 5. Runs Lighthouse (mobile, simulated throttling) on each page and its twin (run.ts) and prints
 *    the figures and the targets: performance, accessibility, best practices and SEO 100; LCP at
 *    most 1.2 times the twin's; CLS 0; TBT under 100 ms (report.ts). Exit code 1 when any fails.
 *
 * Options: `--only interactions|lighthouse`, `--vs <commit>` and `--vs-dist <dir>` (each may be
 * repeated: every build is measured in the same rounds), `--dist <dir>`,
 * `--trace <dir>` (a Chromium trace of each interaction's first run on each build).
 * Environment: BENCH_RUNS (Lighthouse runs per URL, default 3; the median run counts),
 * BENCH_INTERACTION_RUNS (runs per interaction and build, default 5), BENCH_INTERACTIONS (ids
 * to measure, e.g. `menu,navigation`; default all), CHROME_PATH (default
 * /usr/bin/chromium), BENCH_GZIP=0 (serve uncompressed).
 * See docs/decisions/007-benchmark-machine.md for how to read the figures.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { startApiServer } from '../testbed/api-server';
import { buildSite } from '../testbed/build-site';
import { chromiumArgs } from '../testbed/chromium';
import { closeServer } from '../hosts/static-host';
import { reportInteractions } from './interaction-report';
import { measureInteractions, type Target } from './interactions';
import { report } from './report';
import { measure } from './run';
import { startSiteHost } from './serve';
import { printSizes } from './sizes';
import { writePlainTwins } from './twins';
import { buildCommit, currentLabel } from './versions';

const PAGES = [
  '/en/home',
  '/ko/trio/rule',
  '/zh/certificate/sport',
  '/es/point',
  '/en/community/notice',
];
const CACHE_DIR = resolve('node_modules/.cache/trio-bench');

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be ≥ 1, not ${value}`);
  return value;
};

function options() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      vs: { type: 'string', multiple: true },
      'vs-dist': { type: 'string', multiple: true },
      only: { type: 'string' },
      trace: { type: 'string' },
    },
  });
  const only = values.only;
  if (only !== undefined && only !== 'interactions' && only !== 'lighthouse') {
    throw new Error(`--only takes interactions or lighthouse, not ${only}`);
  }
  return {
    distDir: resolve(values.dist ?? join(CACHE_DIR, 'dist')),
    build: values.dist === undefined,
    vs: values.vs ?? [],
    vsDist: (values['vs-dist'] ?? []).map((dir) => resolve(dir)),
    interactions: only !== 'lighthouse',
    lighthouse: only !== 'interactions',
    traceDir: values.trace === undefined ? undefined : resolve(values.trace),
    runs: count('BENCH_RUNS', 3),
    interactionRuns: count('BENCH_INTERACTION_RUNS', 5),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    gzip: process.env.BENCH_GZIP !== '0',
  };
}

/**
 * An existing build calls the API origin it was built with (bundle and CSP `connect-src`), so the
 * demo API moves to that port. Its request handler survives `close()` and `listen()` again.
 */
async function moveApiToBuiltOrigin(server: Server, distDir: string): Promise<string> {
  const current = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headersFile = join(distDir, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  const port = /connect-src[^;\n]*http:\/\/127\.0\.0\.1:(\d+)/.exec(headers)?.[1];
  if (port && `http://127.0.0.1:${port}` === current) return current;
  if (port) {
    await closeServer(server);
    try {
      await new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(Number(port), '127.0.0.1', done);
      });
    } catch (error) {
      console.warn(`! cannot move the API to the build's port ${port} (${error}); API calls fail`);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    }
  } else {
    console.warn(`! ${distDir} names no loopback API origin; API calls will fail there`);
  }
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<boolean> {
  const opts = options();
  const { distDir, build, runs, chromePath, gzip } = opts;
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const cleanups: (() => unknown)[] = [];
  try {
    // The API's CORS answers one site origin: the host of the build being measured.
    let siteOrigin = '';
    const api = await startApiServer(() => siteOrigin);
    cleanups.push(() => closeServer(api.server));
    // Every build calls the API origin it was built with: an existing one decides the port.
    let apiUrl = api.url;
    for (const existing of [build ? undefined : distDir, ...opts.vsDist]) {
      if (existing) apiUrl = await moveApiToBuiltOrigin(api.server, existing);
    }
    const env = { VITE_API_BASE_URL: apiUrl, VITE_API_MOCK: '' };
    if (build) buildSite(distDir, { env, manifest: true });
    // The other builds, oldest first as named: each compared with this one.
    const others = [
      ...opts.vsDist.map((dir) => ({ distDir: dir, label: basename(dir).replace(/^vs-/, '') })),
      ...opts.vs.map((commit) => buildCommit(commit, CACHE_DIR, env)),
    ];
    const withinBudget = existsSync(join(distDir, '.vite/manifest.json'))
      ? printSizes(distDir)
      : (console.log(`\n${distDir} has no manifest: sizes skipped`), true);

    let interactionsPass = true;
    if (opts.interactions) {
      const here = await startSiteHost(distDir, gzip);
      cleanups.push(() => here.stop());
      const targets: Target[] = [
        {
          label: build ? currentLabel() : basename(distDir),
          url: here.url,
          select: () => (siteOrigin = here.url),
        },
      ];
      for (const { distDir: otherDir, label } of others.reverse()) {
        const other = await startSiteHost(otherDir, gzip);
        cleanups.push(() => other.stop());
        targets.unshift({ label, url: other.url, select: () => (siteOrigin = other.url) });
      }
      console.log(
        `\nInteractions: ${targets.map((target) => `${target.label} ${target.url}`).join(', ')}; API ${apiUrl}; ${opts.interactionRuns} run(s) each`,
      );
      const results = await measureInteractions(chromePath, targets, opts.interactionRuns, {
        traceDir: opts.traceDir,
        only: process.env.BENCH_INTERACTIONS?.split(',').filter(Boolean),
      });
      interactionsPass = reportInteractions(
        results,
        targets.map((target) => target.label),
      );
    }
    if (!opts.lighthouse) return interactionsPass && withinBudget;

    writePlainTwins(distDir, PAGES);
    // 127.0.0.1 counts as a secure origin for Lighthouse's is-on-https, and the API on the same
    // host is same-site, so its cookies are not third-party cookies.
    const site = await startSiteHost(distDir, gzip);
    cleanups.push(() => site.stop());
    siteOrigin = site.url;
    console.log(
      `\nSite ${site.url}${gzip ? ' (gzip)' : ' (uncompressed)'}, API ${apiUrl}, ${runs} run(s) per URL`,
    );
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...chromiumArgs],
    });
    cleanups.push(() => chrome.kill());
    const rows = await measure(site.url, chrome.port, PAGES, runs);
    return report(rows, runs, join(CACHE_DIR, 'reports')) && withinBudget && interactionsPass;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.warn(`! cleanup: ${String(error)}`));
    }
  }
}

// Exits when done: a keep-alive connection of the browser to the API server would otherwise keep
// the process, and the site hosts it forked, running.
main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
