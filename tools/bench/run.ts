import type { Result, Trace } from 'lighthouse';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { PLAIN_PREFIX } from './twins';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The page's main-thread tasks after first paint, as simulated throttling counts them. */
export type MainThreadLoad = {
  tasks: number;
  wallMs: number;
  cpuMs: number;
  wallTbt: number;
  cpuTbt: number;
};

export type PageRuns = {
  path: string;
  /** Lighthouse's representative runs of the page and of its twin. */
  page: Result;
  plain: Result;
  pageRuns: Result[];
  plainRuns: Result[];
};

/** Per Lighthouse result: its page's main-thread work after first paint (`mainThreadLoad`). */
export const mainThreadLoads = new WeakMap<Result, MainThreadLoad>();

type TraceEvent = Trace['traceEvents'][number] & { tdur?: number };

/**
 * The page's main-thread tasks after its first contentful paint that Lighthouse's simulation keeps
 * (10 ms or longer), read from the run's trace: their wall time, the part of it the thread spent
 * on a CPU (`tdur`), and the blocking time each gives when multiplied by the simulated CPU
 * slowdown. Simulated throttling multiplies wall time, so time the renderer spends waiting for a
 * core counts as the page's own work (docs/decisions/007-benchmark-machine.md). A diagnostic: the
 * targets stay Lighthouse's figures.
 */
function mainThreadLoad(trace: Trace | undefined, lhr: Result): MainThreadLoad | undefined {
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined;
  const firstPaint = metrics?.items?.[0]?.observedFirstContentfulPaintTs;
  const events = (trace?.traceEvents ?? []) as TraceEvent[];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!firstPaint || !navigation) return undefined;
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
  const blocking = (microseconds: number) => Math.max(0, (microseconds / 1000) * slowdown - 50);
  const tasks = events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts >= firstPaint &&
      (event.dur ?? 0) >= 10_000 &&
      Number.isFinite(event.tdur),
  );
  const sum = (value: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + value(task), 0);
  return {
    tasks: tasks.length,
    wallMs: sum((task) => task.dur ?? 0) / 1000,
    cpuMs: sum((task) => task.tdur ?? 0) / 1000,
    wallTbt: sum((task) => blocking(task.dur ?? 0)),
    cpuTbt: sum((task) => blocking(task.tdur ?? 0)),
  };
}

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Chrome asks for a page's icon just after the load event, about when the first frame is
    // presented, and Lantern counts the icon's download in LCP whenever the request happened to
    // start first, though no browser waits for an icon to paint a page. Blocked, the request
    // still starts and counts on both sides nearly every time, instead of on whichever side of
    // the frame it fell. The manifest and its icons likewise (Chrome reads them after load).
    blockedUrlPatterns: [
      '*/favicon.svg',
      '*/favicon.ico',
      '*/apple-touch-icon.png',
      '*/manifest.webmanifest',
      '*/icons/*',
    ],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    console.warn(`! ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const load = mainThreadLoad(result.artifacts.Trace, lhr);
  if (load) mainThreadLoads.set(lhr, load);
  return lhr;
}

export const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * Lighthouse's own representative run (its docs/variability.md): the run closest to the median
 * first contentful paint and the median time to interactive.
 */
function medianRun(runs: Result[]): Result {
  const valid = filterToValidRuns(runs);
  const median = valid.length > 0 ? computeMedianRun(valid) : runs[0];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

/**
 * Each round measures every page and then its twin, so a page and its baseline are measured
 * seconds apart. One unrecorded run of every page first: the first load in a fresh Chromium is
 * slower (cold disk and compile caches), and so is its first page in each script: the first
 * Korean or Chinese layout waits for the browser to find the CJK fonts, page or twin alike.
 */
export async function measure(
  siteUrl: string,
  port: number,
  pagePaths: readonly string[],
  runs: number,
): Promise<PageRuns[]> {
  const urls = pagePaths.flatMap((path) => [siteUrl + path, siteUrl + PLAIN_PREFIX + path]);
  for (const path of pagePaths) await audit(siteUrl + path, port);
  const results = new Map<string, Result[]>(urls.map((url) => [url, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const url of urls) {
      const started = Date.now();
      const lhr = await audit(url, port);
      results.get(url)?.push(lhr);
      const lcp = Math.round(metric(lhr, 'largest-contentful-paint'));
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `  run ${round}/${runs}  ${url.slice(siteUrl.length).padEnd(34)} LCP ${lcp} ms  (${seconds} s)`,
      );
    }
  }
  return pagePaths.map((path) => {
    const pageRuns = results.get(siteUrl + path) ?? [];
    const plainRuns = results.get(siteUrl + PLAIN_PREFIX + path) ?? [];
    return { path, page: medianRun(pageRuns), plain: medianRun(plainRuns), pageRuns, plainRuns };
  });
}
