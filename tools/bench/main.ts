/**
 * `npm run bench`: a benchmark, not a test; run it on a quiet machine.
 *
 * 1. Builds the site against the demo API on loopback (`tools/testbed/api-server.ts`), as the
 *    browser tests do, into `node_modules/.cache/trio-bench/dist` (or measures `--dist <dir>`).
 * 2. Prints what `/en/home` downloads and checks the budget (sizes.ts).
 * 3. Writes a plain-HTML twin of each measured page (twins.ts) and serves the dist with the
 *    project's static host behind a gzip front, in a process of its own (serve.ts).
 * 4. Runs Lighthouse (mobile, simulated throttling) on each page and its twin (run.ts) and prints
 *    the figures and the targets: performance, accessibility, best practices and SEO 100; LCP at
 *    most 1.2 times the twin's; CLS 0; TBT under 100 ms (report.ts). Exit code 1 when any fails.
 *
 * Environment: BENCH_RUNS (Lighthouse runs per URL, default 3; the median run counts),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_GZIP=0 (serve uncompressed).
 * See docs/decisions/007-benchmark-machine.md for how to read the figures.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { startApiServer } from '../testbed/api-server';
import { buildSite } from '../testbed/build-site';
import { chromiumArgs } from '../testbed/chromium';
import { closeServer } from '../hosts/static-host';
import { report } from './report';
import { measure } from './run';
import { startSiteHost } from './serve';
import { printSizes } from './sizes';
import { writePlainTwins } from './twins';

const PAGES = [
  '/en/home',
  '/ko/trio/rule',
  '/zh/certificate/sport',
  '/es/point',
  '/en/community/notice',
];
const CACHE_DIR = resolve('node_modules/.cache/trio-bench');

function options() {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be ≥ 1, not ${runs}`);
  return {
    distDir: resolve(values.dist ?? join(CACHE_DIR, 'dist')),
    build: values.dist === undefined,
    runs,
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    gzip: process.env.BENCH_GZIP !== '0',
  };
}

/**
 * An existing build calls the API origin it was built with (bundle and CSP `connect-src`), so the
 * demo API moves to that port. Its request handler survives `close()` and `listen()` again.
 */
async function moveApiToBuiltOrigin(server: Server, distDir: string): Promise<string> {
  const headersFile = join(distDir, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  const port = /connect-src[^;\n]*http:\/\/127\.0\.0\.1:(\d+)/.exec(headers)?.[1];
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
  const { distDir, build, runs, chromePath, gzip } = options();
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const cleanups: (() => unknown)[] = [];
  try {
    // The API's CORS answers the site's origin, known once the host is up.
    let siteOrigin = '';
    const api = await startApiServer(() => siteOrigin);
    cleanups.push(() => closeServer(api.server));
    let apiUrl = api.url;
    if (build) {
      buildSite(distDir, { env: { VITE_API_BASE_URL: apiUrl, VITE_API_MOCK: '' }, manifest: true });
    } else {
      apiUrl = await moveApiToBuiltOrigin(api.server, distDir);
    }
    const withinBudget = existsSync(join(distDir, '.vite/manifest.json'))
      ? printSizes(distDir)
      : (console.log(`\n${distDir} has no manifest: sizes skipped`), true);
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
    return report(rows, runs, join(CACHE_DIR, 'reports')) && withinBudget;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.warn(`! cleanup: ${String(error)}`));
    }
  }
}

main().then(
  (pass) => {
    process.exitCode = pass ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
