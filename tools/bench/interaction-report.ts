import {
  CPU_SLOWDOWN,
  INTERACTIONS,
  median,
  READY_ROW,
  type InteractionResults,
} from './interactions';
import { printTable } from './report';

const TARGET_MS = 100;

const spread = (values: number[], show: (value: number) => string) =>
  values.length ? `${show(Math.min(...values))}–${show(Math.max(...values))}` : '–';

/**
 * The interaction table: per interaction and build, the median of its runs' longest Event Timing
 * entry (ms) and their range; the app's start in seconds. With other builds, a column per other
 * build says how the last build (this one) compares with it. Returns whether every interaction of
 * the last build is within 100 ms, or 20 % faster than the first build, and none slower than it.
 */
export function reportInteractions(results: InteractionResults, labels: string[]): boolean {
  const rows = [...INTERACTIONS.map((interaction) => interaction.id), READY_ROW];
  const names = new Map(INTERACTIONS.map((interaction) => [interaction.id, interaction.name]));
  const first = labels[0] ?? '';
  let pass = true;
  const lines: string[][] = [];
  for (const id of rows) {
    const values = labels.map((label) => {
      const runs = results.runs.get(label)?.get(id) ?? [];
      return runs.map((run) => (id === READY_ROW ? run.ready : run.duration));
    });
    if (values.every((list) => !list.length)) continue;
    const medians = values.map(median);
    const isReady = id === READY_ROW;
    const show = (value: number) =>
      Number.isNaN(value) ? '–' : isReady ? (value / 1000).toFixed(2) : String(Math.round(value));
    const cells = [isReady ? `${READY_ROW} (s)` : (names.get(id) ?? id)];
    labels.forEach((_, index) => {
      cells.push(show(medians[index] ?? NaN), spread(values[index] ?? [], show));
    });
    const mine = medians.at(-1) ?? NaN;
    const theirs = medians[0] ?? NaN;
    // This build (the last) against each other build.
    for (const other of medians.slice(0, -1)) {
      const change = ((mine - other) / other) * 100;
      cells.push(Number.isFinite(change) ? `${change > 0 ? '+' : ''}${Math.round(change)}%` : '–');
    }
    let verdict = 'ok';
    if (isReady) {
      if (labels.length > 1 && mine > theirs) verdict = 'later';
    } else if (mine > TARGET_MS) {
      verdict = labels.length > 1 && mine <= theirs * 0.8 ? `>${TARGET_MS}, -20%` : `>${TARGET_MS}`;
      if (labels.length > 1 && mine > theirs) verdict = 'SLOWER';
    } else if (labels.length > 1 && mine > theirs) {
      verdict = 'slower';
    }
    if (verdict !== 'ok' && verdict !== `>${TARGET_MS}, -20%`) pass = false;
    cells.push(verdict);
    lines.push(cells);
  }
  const header = ['interaction'];
  for (const label of labels) header.push(`${label} ms`, 'range');
  for (const label of labels.slice(0, -1)) header.push(`vs ${label}`);
  header.push('target');
  const runs = Math.max(
    ...[...results.runs.values()].flatMap((byId) =>
      [...byId].filter(([id]) => id !== READY_ROW).map(([, list]) => list.length),
    ),
  );
  printTable(
    `Interactions: longest Event Timing entry per tap, Chromium, phone viewport, CPU ${CPU_SLOWDOWN}× slower; median of ${runs} run(s)`,
    header,
    lines,
  );
  const indexes = results.benchmarkIndex.filter(Number.isFinite);
  if (indexes.length) {
    console.log(
      `\nBenchmarkIndex (Lighthouse's CPU probe, unthrottled) between rounds: ${indexes.map(Math.round).join(', ')}`,
    );
  }
  console.log(
    pass
      ? `\nPASS: every interaction within ${TARGET_MS} ms or 20% faster than ${first}, none slower`
      : `\nFAIL: an interaction above ${TARGET_MS} ms or slower than the other build (see above)`,
  );
  return pass;
}
