#!/usr/bin/env node
/**
 * Lighthouse benchmark (part of `npm run bench`, not a test).
 *
 * 1. Starts the demo API (`e2e/support/api-server.ts`, loaded through Vite so its `@/` imports
 *    resolve) on 127.0.0.1, because `/en/community/notice` fetches notices at run time.
 * 2. Builds the site against that API, as `e2e/support/global-setup.ts` does, into
 *    `node_modules/.cache/trio-lighthouse/dist` (skipped with `--dist <dir>`).
 * 3. Writes a "plain twin" of every measured page to `<dist>/__plain/<path>/index.html`: the same
 *    lang, title, description, viewport and icon and the text of the page's `<main>`, with no CSS
 *    and no JavaScript. It is the baseline for LCP: the best any page with that text could do here.
 * 4. Serves the dist with `scripts/static-host.ts` (the shipped `_headers`, CSP and `_redirects`)
 *    behind a small gzip front, because every real host compresses text and Lighthouse's simulated
 *    throttling times each download by its transfer size (the framework chunk is ~370 KB raw,
 *    ~115 KB gzipped): measured uncompressed, the site would look ~3x slower to load than it is.
 *    The host runs in a process of its own (`scripts/bench-site-host.mjs`), so that its answers
 *    do not wait for Lighthouse's event loop: Lantern adds the site's server time to the document.
 * 5. Runs Lighthouse's default config (mobile, simulated throttling) in Debian Chromium on each
 *    page and its twin, alternating page / twin so both see the same machine load, takes the
 *    median run of each, prints a table and PASS/FAIL per target, and lists the failing audits.
 * 6. From each run's trace, prints how much of the page's main-thread time after first paint was
 *    spent on a CPU, and the TBT that CPU time alone gives: on a busy 2-core machine the renderer
 *    waits for a core, and simulated throttling counts the wait (mainThreadLoad).
 *
 * Targets (per page): performance, accessibility, best practices and SEO 100; LCP at most 1.2
 * times the twin's; CLS 0; TBT under 100 ms. Exit code 1 when any target fails.
 * Median JSON reports go to `node_modules/.cache/trio-lighthouse/reports/<slug>.json`.
 *
 * Usage: node scripts/lighthouse.mjs [--dist <dir>]
 *   --dist <dir>  measure an existing build instead of building. Its bundle and CSP name the API
 *                 origin it was built with, so the demo API is moved to that port if it is free.
 * Environment:
 *   BENCH_RUNS   Lighthouse runs per URL (default 3); the median run counts.
 *   CHROME_PATH  Chromium binary (default /usr/bin/chromium).
 *   BENCH_GZIP   0 serves the files uncompressed, as the static host alone does (default 1).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { buildSite } from './build-site.mjs';
import { typescriptLoader } from './typescript-loader.mjs';

const PAGES = [
  '/en/home',
  '/ko/trio/rule',
  '/zh/certificate/sport',
  '/es/point',
  '/en/community/notice',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LCP_RATIO_MAX = 1.2;
const TBT_MAX_MS = 100;
const CACHE_DIR = resolve('node_modules/.cache/trio-lighthouse');
const REPORT_DIR = join(CACHE_DIR, 'reports');
const PLAIN_PREFIX = '/__plain';
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

async function loadHelpers() {
  const vite = await typescriptLoader();
  try {
    const { startApiServer } = await vite.ssrLoadModule('/e2e/support/api-server.ts');
    // The browser tests' offline-safe flags: without them Chromium stalls on refused connections.
    const { chromiumArgs } = await vite.ssrLoadModule('/e2e/support/chromium.ts');
    return { vite, startApiServer, chromiumArgs };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/**
 * An existing build calls the API origin it was built with (bundle and CSP `connect-src`), so the
 * demo API moves to that port. Its request handler survives `close()` and `listen()` again.
 */
async function moveApiToBuiltOrigin(api, distDir) {
  const headersFile = join(distDir, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  const port = /connect-src[^;\n]*http:\/\/127\.0\.0\.1:(\d+)/.exec(headers)?.[1];
  if (!port) {
    console.warn(`! ${distDir} names no loopback API origin; API calls will fail there`);
    return api.url;
  }
  await new Promise((done) => api.server.close(done));
  try {
    await new Promise((done, fail) => {
      api.server.once('error', fail);
      api.server.listen(Number(port), '127.0.0.1', done);
    });
  } catch (error) {
    console.warn(
      `! cannot move the API to the build's port ${port} (${error.code}); API calls fail`,
    );
    await new Promise((done) => api.server.listen(0, '127.0.0.1', done));
  }
  return `http://127.0.0.1:${api.server.address().port}`;
}

// ---------------------------------------------------------------------------------------------
// Plain HTML twins

/** Elements that are not text, removed with their content (svg labels are pictures, too). */
const DROPPED_ELEMENTS =
  /<(script|style|svg|iframe|button|noscript|template|video|audio|canvas|object|select|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const DROPPED_VOID = /<(link|img|input|source|embed|meta)\b[^>]*>/gi;
const DROPPED_ATTRIBUTES = /\s(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

function escapeHtml(text) {
  return text.replace(
    /[&<>"]/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`,
  );
}

/** The page's text as static HTML: its `<main>` without CSS, scripts, graphics or controls. */
function plainTwin(html, path) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];
  if (main === undefined) throw new Error(`${path}: the pre-rendered HTML has no <main>`);
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? '';
  // The pre-rendered head is already escaped; it is copied as it is.
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const description = /<meta\b[^>]*\bname="description"[^>]*>/i.exec(html)?.[0] ?? '';
  const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/i.exec(html)?.[0] ?? '';
  // The page's icon, so both request the same one (the bench blocks it for both, see audit).
  const icon = /<link\b[^>]*\brel="icon"[^>]*>/i.exec(html)?.[0] ?? '';
  let body = main;
  // Repeated, so an element nested in another of the same kind goes too.
  for (let previous = ''; previous !== body;) {
    previous = body;
    body = body.replace(DROPPED_ELEMENTS, '');
  }
  body = body
    .replace(DROPPED_VOID, '')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(DROPPED_ATTRIBUTES, ''));
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    viewport,
    icon,
    `<title>${title}</title>`,
    description,
    '</head>',
    '<body>',
    `<main>${body}</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function writePlainTwins(distDir) {
  for (const path of PAGES) {
    const source = join(distDir, path, 'index.html');
    if (!existsSync(source)) throw new Error(`${source} is missing: is ${path} pre-rendered?`);
    const target = join(distDir, PLAIN_PREFIX, path, 'index.html');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, plainTwin(readFileSync(source, 'utf8'), path));
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Chrome asks for a page's icon just after the load event, about when the first frame is
    // presented, and Lantern counts the icon's download in LCP whenever the request happened to
    // start first, though no browser waits for an icon to paint a page. Blocked, the request
    // still starts and so counts on both sides every time: the ratio compares page with twin
    // instead of which side of the frame each request fell.
    blockedUrlPatterns: ['*/favicon.svg', '*/favicon.ico'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    console.warn(`! ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const load = mainThreadLoad(result.artifacts.Trace, lhr);
  if (load) mainThreadLoads.set(lhr, load);
  return lhr;
}

/** Per Lighthouse result: its page's main-thread work after first paint (`mainThreadLoad`). */
const mainThreadLoads = new WeakMap();

/**
 * The page's main-thread tasks after its first contentful paint that Lighthouse's simulation keeps
 * (10 ms or longer), read from the run's trace: their wall time, the part of it the thread spent
 * on a CPU (`tdur`), and the blocking time each gives when multiplied by the simulated CPU
 * slowdown. Simulated throttling multiplies wall time, so time the renderer spends waiting for a
 * core counts as the page's own work. On this 2-core machine Chromium's browser and compositor
 * threads (nice −8 when it runs as root) and Lighthouse's own process are what it waits for
 * (docs/decisions/007-benchmark-machine.md). A diagnostic: the targets stay Lighthouse's figures.
 */
function mainThreadLoad(trace, lhr) {
  const firstPaint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!firstPaint || !navigation) return undefined;
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
  const blocking = (microseconds) => Math.max(0, (microseconds / 1000) * slowdown - 50);
  const tasks = events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts >= firstPaint &&
      event.dur >= 10_000 &&
      Number.isFinite(event.tdur),
  );
  const sum = (value) => tasks.reduce((total, task) => total + value(task), 0);
  return {
    tasks: tasks.length,
    wallMs: sum((task) => task.dur) / 1000,
    cpuMs: sum((task) => task.tdur) / 1000,
    wallTbt: sum((task) => blocking(task.dur)),
    cpuTbt: sum((task) => blocking(task.tdur)),
  };
}

const score = (lhr, category) => lhr.categories[category]?.score ?? null;
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * Lighthouse's own representative run (its docs/variability.md): the run closest to the median
 * first contentful paint and the median time to interactive. A run in which headless Chromium held
 * its first frame until the bootstrap's 1 s fallback (docs/decisions/004-prerendering.md) is far
 * from both medians, so it stands for the page only when most runs did it.
 */
function medianRun(runs) {
  const valid = filterToValidRuns(runs);
  return valid.length > 0 ? computeMedianRun(valid) : runs[0];
}

/**
 * Each round measures every page and then its twin, so a page and its baseline are measured
 * seconds apart. One unrecorded run of every page first: the first load in a fresh Chromium is
 * slower (cold disk and compile caches), and so is its first page in each script: the first
 * Korean or Chinese layout waits for the browser process to find and load the CJK fonts, page or
 * twin alike. Unwarmed, that wait fell on the page, which is measured
 * before its twin, and made its LCP up to 3 times the twin's (docs/decisions/007-benchmark-machine.md).
 */
async function measure(siteUrl, port, runs) {
  const urls = PAGES.flatMap((path) => [siteUrl + path, siteUrl + PLAIN_PREFIX + path]);
  for (const path of PAGES) await audit(siteUrl + path, port);
  const results = new Map(urls.map((url) => [url, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const url of urls) {
      const started = Date.now();
      const lhr = await audit(url, port);
      results.get(url).push(lhr);
      const lcp = Math.round(metric(lhr, 'largest-contentful-paint'));
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `  run ${round}/${runs}  ${url.slice(siteUrl.length).padEnd(34)} LCP ${lcp} ms  (${seconds} s)`,
      );
    }
  }
  return PAGES.map((path) => ({
    path,
    page: medianRun(results.get(siteUrl + path)),
    plain: medianRun(results.get(siteUrl + PLAIN_PREFIX + path)),
    pageRuns: results.get(siteUrl + path),
    plainRuns: results.get(siteUrl + PLAIN_PREFIX + path),
  }));
}

function writeReports(rows) {
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const { path, page, plain } of rows) {
    const slug = path.slice(1).replaceAll('/', '-');
    writeFileSync(join(REPORT_DIR, `${slug}.json`), JSON.stringify(page, null, 2));
    writeFileSync(join(REPORT_DIR, `plain-${slug}.json`), JSON.stringify(plain, null, 2));
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function figures(lhr) {
  return {
    scores: CATEGORIES.map((category) => score(lhr, category)),
    lcp: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbt: metric(lhr, 'total-blocking-time'),
  };
}

/** Every target for one page: a name, whether it holds, and the value shown. */
function checks(row) {
  const page = figures(row.page);
  const plain = figures(row.plain);
  const ratio = page.lcp / plain.lcp;
  return [
    ...CATEGORIES.map((category, index) => ({
      name: category,
      category,
      pass: page.scores[index] === 1,
      value: formatScore(page.scores[index]),
    })),
    { name: `LCP ratio ≤ ${LCP_RATIO_MAX}`, pass: ratio <= LCP_RATIO_MAX, value: ratio.toFixed(2) },
    { name: 'CLS = 0', pass: page.cls === 0, value: page.cls.toFixed(3) },
    {
      id: 'tbt',
      name: `TBT < ${TBT_MAX_MS} ms`,
      pass: page.tbt < TBT_MAX_MS,
      value: `${Math.round(page.tbt)} ms`,
    },
  ];
}

const formatScore = (value) => (value === null ? 'n/a' : String(Math.round(value * 100)));

function printTable(title, header, lines) {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...lines.map((line) => line[index].length)),
  );
  const format = (line) =>
    line
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

function printResults(rows, runs) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'plain LCP ms',
    'LCP ratio',
    'CLS',
    'TBT ms',
  ];
  const line = (path, lhr, plainLhr) => {
    const own = figures(lhr);
    const plain = figures(plainLhr);
    return [
      path,
      ...own.scores.map(formatScore),
      String(Math.round(own.lcp)),
      String(Math.round(plain.lcp)),
      (own.lcp / plain.lcp).toFixed(2),
      own.cls.toFixed(3),
      String(Math.round(own.tbt)),
    ];
  };
  printTable(
    `Lighthouse ${rows[0].page.lighthouseVersion}, mobile, simulated throttling; median of ${runs} run(s)`,
    header,
    rows.map((row) => line(row.path, row.page, row.plain)),
  );
  printTable(
    'Plain HTML twins (baseline: same text, no CSS, no JavaScript)',
    header,
    rows.map((row) => line(PLAIN_PREFIX + row.path, row.plain, row.plain)),
  );
  if (runs > 1) {
    printTable(
      'Spread over the runs (min–max)',
      ['page', 'perf', 'LCP ms', 'plain LCP ms', 'TBT ms'],
      rows.map((row) => [
        row.path,
        spread(row.pageRuns, (lhr) => Math.round((score(lhr, 'performance') ?? 0) * 100)),
        spread(row.pageRuns, (lhr) => Math.round(metric(lhr, 'largest-contentful-paint'))),
        spread(row.plainRuns, (lhr) => Math.round(metric(lhr, 'largest-contentful-paint'))),
        spread(row.pageRuns, (lhr) => Math.round(metric(lhr, 'total-blocking-time'))),
      ]),
    );
  }
}

/** The percentage of the long tasks' wall time the main thread spent on a CPU. */
const cpuShare = (load) => (load.wallMs ? Math.round((100 * load.cpuMs) / load.wallMs) : 0);

/** Where the median runs' main-thread time went (`mainThreadLoad`). */
function printMainThread(rows) {
  const lines = rows.flatMap(({ path, page }) => {
    const load = mainThreadLoads.get(page);
    if (!load) return [];
    return [
      [
        path,
        String(load.tasks),
        String(Math.round(load.wallMs)),
        String(Math.round(load.cpuMs)),
        `${cpuShare(load)}%`,
        String(Math.round(load.wallTbt)),
        String(Math.round(load.cpuTbt)),
      ],
    ];
  });
  if (!lines.length) return;
  printTable(
    'Main thread after first paint, median runs: tasks of 10 ms or more, their wall time, the part on a CPU, and TBT from each (×4)',
    ['page', 'tasks', 'wall ms', 'on CPU ms', 'on CPU', 'TBT wall', 'TBT CPU'],
    lines,
  );
}

/**
 * Lantern adds the site's server response time (its median over the run's requests) to every
 * request of the site, the HTML document included, so it is part of both LCPs. A page whose
 * figure is far above its twin's was charged for the host, not for itself
 * (`scripts/bench-site-host.mjs`).
 */
function serverMs(lhr) {
  const origin = new URL(lhr.requestedUrl).origin;
  const items = lhr.audits['network-server-latency']?.details?.items ?? [];
  const time = items.find((item) => item.origin === origin)?.serverResponseTime;
  return Number.isFinite(time) ? String(Math.round(time)) : '–';
}

function printServerTimes(rows) {
  printTable(
    "The site's server response time that Lantern adds to each of its requests, median runs (ms)",
    ['page', 'page', 'twin'],
    rows.map(({ path, page, plain }) => [path, serverMs(page), serverMs(plain)]),
  );
}

/**
 * Lighthouse's BenchmarkIndex is a CPU speed probe taken in every run. Simulated throttling scales
 * the CPU time it observed, so when other work shares this machine, TBT and the paint metrics
 * inflate; a wide range says the figures are noisy and worth a rerun.
 */
function printNoise(rows) {
  const all = rows.flatMap((row) => [...row.pageRuns, ...row.plainRuns]);
  const indexes = all.map((lhr) => lhr.environment?.benchmarkIndex).filter(Number.isFinite);
  if (!indexes.length) return;
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  console.log(
    `\nBenchmarkIndex over ${indexes.length} runs: ${Math.round(low)}–${Math.round(high)}`,
  );
  if (low < high * 0.75) {
    console.log('! The CPU was busy with other work during some runs: TBT and LCP are noisy.');
  }
}

function spread(runs, value) {
  const values = runs.map(value);
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

/** The audits that cost a category points, so a developer knows what to fix. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 1)
    .map(
      (item) => `${item.id}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`,
    );
}

/** Prints PASS/FAIL per target and page; returns whether all passed. */
function printVerdict(rows) {
  let allPass = true;
  console.log('\nTargets\n');
  for (const row of rows) {
    const results = checks(row);
    const failed = results.filter((result) => !result.pass);
    allPass &&= failed.length === 0 && !row.page.runtimeError;
    console.log(`${failed.length ? 'FAIL' : 'PASS'}  ${row.path}`);
    if (row.page.runtimeError) console.log(`      runtime error: ${row.page.runtimeError.code}`);
    for (const result of results) {
      console.log(
        `      ${result.pass ? 'pass' : 'FAIL'}  ${result.name.padEnd(16)} ${result.value}`,
      );
      if (result.pass || !result.category) continue;
      for (const item of failingAudits(row.page, result.category))
        console.log(`              - ${item}`);
    }
    const load = mainThreadLoads.get(row.page);
    if (load && failed.some((result) => result.id === 'tbt') && load.cpuTbt < TBT_MAX_MS) {
      console.log(
        `      note: the main thread was on a CPU for ${cpuShare(load)}% of its long tasks; from CPU time, TBT would be ${Math.round(load.cpuTbt)} ms (main-thread table)`,
      );
    }
    for (const warning of row.page.runWarnings ?? []) console.log(`      warning: ${warning}`);
  }
  console.log(allPass ? '\nPASS: every target met' : '\nFAIL: some targets missed (see above)');
  console.log(`Median reports: ${REPORT_DIR}`);
  return allPass;
}

// ---------------------------------------------------------------------------------------------

/**
 * The site's host runs in a process of its own (`scripts/bench-site-host.mjs` says why), so its
 * answers do not wait for Lighthouse's event loop.
 */
async function startSiteHost(distDir, gzip) {
  const child = fork(resolve('scripts/bench-site-host.mjs'), [distDir, gzip ? 'gzip' : 'plain']);
  const message = await new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => fail(new Error(`The site host exited with code ${code}`)));
  });
  if (message.error) throw new Error(`The site host failed: ${message.error}`);
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill();
    });
  return { url: message.url, stop };
}

const closeServer = (server) =>
  new Promise((done) => {
    server.close(() => done());
    // Keep-alive sockets would hold close() open.
    server.closeAllConnections();
  });

async function main() {
  const { distDir, build, runs, chromePath, gzip } = options();
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  const helpers = await loadHelpers();
  const cleanups = [() => helpers.vite.close()];
  try {
    // The API's CORS answers the site's origin, known once the host is up.
    let siteOrigin = '';
    const api = await helpers.startApiServer(() => siteOrigin);
    cleanups.push(() => closeServer(api.server));
    let apiUrl = api.url;
    if (build) buildSite(distDir, { env: { VITE_API_BASE_URL: apiUrl, VITE_API_MOCK: '' } });
    else apiUrl = await moveApiToBuiltOrigin(api, distDir);
    writePlainTwins(distDir);

    // 127.0.0.1 counts as a secure origin for Lighthouse's is-on-https, and the API on the same
    // host is same-site, so its cookies are not third-party cookies.
    const site = await startSiteHost(distDir, gzip);
    cleanups.push(() => site.stop());
    siteOrigin = site.url;
    console.log(
      `Site ${site.url}${gzip ? ' (gzip)' : ' (uncompressed)'}, API ${apiUrl}, ${runs} run(s) per URL`,
    );

    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...helpers.chromiumArgs],
    });
    cleanups.push(() => chrome.kill());
    const rows = await measure(site.url, chrome.port, runs);
    writeReports(rows);
    printResults(rows, runs);
    printMainThread(rows);
    printServerTimes(rows);
    printNoise(rows);
    return printVerdict(rows);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error) => console.warn(`! cleanup: ${error.message}`));
    }
  }
}

main().then(
  (pass) => {
    process.exitCode = pass ? 0 : 1;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
