import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from 'lighthouse';
import { CATEGORIES, mainThreadLoads, metric, type MainThreadLoad, type PageRuns } from './run';
import { PLAIN_PREFIX } from './twins';

const LCP_RATIO_MAX = 1.2;
const TBT_MAX_MS = 100;

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? null;
const formatScore = (value: number | null) =>
  value === null ? 'n/a' : String(Math.round(value * 100));

function figures(lhr: Result) {
  return {
    scores: CATEGORIES.map((category) => score(lhr, category)),
    lcp: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbt: metric(lhr, 'total-blocking-time'),
  };
}

type Check = { name: string; pass: boolean; value: string; category?: string; id?: string };

/** Every target for one page: a name, whether it holds, and the value shown. */
function checks(row: PageRuns): Check[] {
  const page = figures(row.page);
  const plain = figures(row.plain);
  const ratio = page.lcp / plain.lcp;
  return [
    ...CATEGORIES.map((category, index) => ({
      name: category,
      category,
      pass: page.scores[index] === 1,
      value: formatScore(page.scores[index] ?? null),
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

export function printTable(title: string, header: string[], lines: string[][]): void {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

function spread(runs: Result[], value: (lhr: Result) => number): string {
  const values = runs.map(value);
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

function printResults(rows: PageRuns[], runs: number): void {
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'plain LCP ms', 'LCP ratio'];
  header.push('CLS', 'TBT ms');
  const line = (path: string, lhr: Result, plainLhr: Result) => {
    const own = figures(lhr);
    const plain = figures(plainLhr);
    return [
      path,
      ...own.scores.map((value) => formatScore(value ?? null)),
      String(Math.round(own.lcp)),
      String(Math.round(plain.lcp)),
      (own.lcp / plain.lcp).toFixed(2),
      own.cls.toFixed(3),
      String(Math.round(own.tbt)),
    ];
  };
  printTable(
    `Lighthouse ${rows[0]?.page.lighthouseVersion}, mobile, simulated throttling; median of ${runs} run(s)`,
    header,
    rows.map((row) => line(row.path, row.page, row.plain)),
  );
  printTable(
    'Plain HTML twins (baseline: same text, no CSS, no JavaScript)',
    header,
    rows.map((row) => line(PLAIN_PREFIX + row.path, row.plain, row.plain)),
  );
  if (runs < 2) return;
  const lcp = (lhr: Result) => Math.round(metric(lhr, 'largest-contentful-paint'));
  printTable(
    'Spread over the runs (min–max)',
    ['page', 'perf', 'LCP ms', 'plain LCP ms', 'TBT ms'],
    rows.map((row) => [
      row.path,
      spread(row.pageRuns, (lhr) => Math.round((score(lhr, 'performance') ?? 0) * 100)),
      spread(row.pageRuns, lcp),
      spread(row.plainRuns, lcp),
      spread(row.pageRuns, (lhr) => Math.round(metric(lhr, 'total-blocking-time'))),
    ]),
  );
}

/** The percentage of the long tasks' wall time the main thread spent on a CPU. */
const cpuShare = (load: MainThreadLoad) =>
  load.wallMs ? Math.round((100 * load.cpuMs) / load.wallMs) : 0;

/** Where the median runs' main-thread time went (`mainThreadLoad` in run.ts). */
function printMainThread(rows: PageRuns[]): void {
  const lines = rows.flatMap(({ path, page }) => {
    const load = mainThreadLoads.get(page);
    if (!load) return [];
    const cells = [load.tasks, load.wallMs, load.cpuMs].map((value) => String(Math.round(value)));
    return [
      [
        path,
        ...cells,
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
 * figure is far above its twin's was charged for the host, not for itself (serve.ts).
 */
function serverMs(lhr: Result): string {
  const origin = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).origin;
  const details = lhr.audits['network-server-latency']?.details as
    { items?: { origin?: string; serverResponseTime?: number }[] } | undefined;
  const time = details?.items?.find((item) => item.origin === origin)?.serverResponseTime;
  return time !== undefined && Number.isFinite(time) ? String(Math.round(time)) : '–';
}

/**
 * Lighthouse's BenchmarkIndex is a CPU speed probe taken in every run. Simulated throttling scales
 * the CPU time it observed, so when other work shares this machine, TBT and the paint metrics
 * inflate; a wide range says the figures are noisy and worth a rerun.
 */
function printNoise(rows: PageRuns[]): void {
  const all = rows.flatMap((row) => [...row.pageRuns, ...row.plainRuns]);
  const indexes = all
    .map((lhr) => lhr.environment?.benchmarkIndex)
    .filter((index): index is number => Number.isFinite(index));
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

/** The audits that cost a category points, so a developer knows what to fix. */
function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((item) => item && item.score !== null && item.score < 1)
    .map(
      (item) => `${item?.id}: ${item?.title}${item?.displayValue ? ` (${item.displayValue})` : ''}`,
    );
}

/** Prints PASS/FAIL per target and page; returns whether all passed. */
function printVerdict(rows: PageRuns[], reportDir: string): boolean {
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
  console.log(`Median reports: ${reportDir}`);
  return allPass;
}

/** Writes the median reports and prints every table and the verdict; true when all targets hold. */
export function report(rows: PageRuns[], runs: number, reportDir: string): boolean {
  mkdirSync(reportDir, { recursive: true });
  for (const { path, page, plain } of rows) {
    const slug = path.slice(1).replaceAll('/', '-');
    writeFileSync(join(reportDir, `${slug}.json`), JSON.stringify(page, null, 2));
    writeFileSync(join(reportDir, `plain-${slug}.json`), JSON.stringify(plain, null, 2));
  }
  printResults(rows, runs);
  printMainThread(rows);
  printTable(
    "The site's server response time that Lantern adds to each of its requests, median runs (ms)",
    ['page', 'page', 'twin'],
    rows.map(({ path, page, plain }) => [path, serverMs(page), serverMs(plain)]),
  );
  printNoise(rows);
  return printVerdict(rows, reportDir);
}
