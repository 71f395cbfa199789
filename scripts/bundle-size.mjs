#!/usr/bin/env node
/**
 * The first half of `npm run bench`: builds the site, then prints the gzip and brotli sizes of
 * the JavaScript `/en/home` needs before it is interactive, and fails above the budget or when
 * formik or yup end up there (scripts/page-weight.ts; the browser tests check the same on their
 * own build).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSite } from './build-site.mjs';
import { typescriptLoader } from './typescript-loader.mjs';

const outDir = resolve('node_modules/.cache/trio-bench');
rmSync(outDir, { recursive: true, force: true });
buildSite(outDir, { manifest: true });

const vite = await typescriptLoader();
const { BUDGET_KB, budgetProblems, homePageWeight } =
  await vite.ssrLoadModule('/scripts/page-weight.ts');
await vite.close();
const rows = homePageWeight(outDir);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const width = Math.max(...rows.map((row) => row.file.length), 20);
const line = (file, raw, gzip, brotli, why) =>
  console.log(
    `${file.padEnd(width)}  ${raw.padStart(8)}  ${gzip.padStart(8)}  ${brotli.padStart(8)}  ${why}`,
  );
console.log(`\nJavaScript /en/home needs before it is interactive\n`);
line('file', 'raw KB', 'gzip KB', 'br KB', 'why');
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  line(row.file, kb(row.raw), kb(row.gzip), kb(row.brotli), row.reason);
}
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
line('total', kb(sum('raw')), kb(sum('gzip')), kb(sum('brotli')), `budget ${BUDGET_KB} KB gzip`);

const problems = budgetProblems(rows);
console.log(
  problems.length
    ? `\nFAIL\n- ${problems.join('\n- ')}`
    : '\nOK: within budget; no formik or yup on /en/home',
);
rmSync(outDir, { recursive: true, force: true });
process.exitCode = problems.length ? 1 : 0;
