#!/usr/bin/env node
/**
 * `npm run bench:size` (the first half of `npm run bench`): builds the site, then prints the
 * gzip and brotli sizes of the JavaScript `/en/home` needs before it is interactive (the entry,
 * the app it imports after the first paint, and the lazy chunks of the route and translations
 * the page loads), fails above the budget, and fails when formik or yup (account forms only)
 * end up in those chunks. Sizes come from Vite's manifest and node:zlib (gzip level 9, brotli
 * quality 11, as a CDN would serve them); the budget is on gzip.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSite } from './build-site.mjs';

const BUDGET_KB = 125;
/**
 * Lazy modules `/en/home` loads before it renders (see pageDefinitions in src/app/routes.tsx),
 * besides the app itself, which the entry imports.
 */
const homeModules = ['src/app/routes/home.tsx', 'locales/en/common.json', 'locales/en/home.json'];
const forbidden = ['formik', 'yup'];

const outDir = resolve('node_modules/.cache/trio-bench');
rmSync(outDir, { recursive: true, force: true });
buildSite(outDir, { manifest: true });

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const needed = new Map();
function visit(key, reason) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (needed.has(chunk.file)) return;
  needed.set(chunk.file, reason);
  for (const imported of chunk.imports ?? [])
    visit(imported, reason === 'entry' ? 'modulepreload' : reason);
}
visit('index.html', 'entry');
const entry = manifest['index.html'];
// The app, imported by the entry after the first paint (its modules share one chunk).
for (const key of entry.dynamicImports ?? []) visit(key, 'app');
// The worker the entry starts (src/lib/intl-warm-up.ts).
for (const file of entry.assets ?? []) {
  if (file.endsWith('.js')) needed.set(file, 'worker');
}
for (const key of homeModules) visit(key, `route: ${key}`);

const rows = [...needed].map(([file, reason]) => {
  const source = readFileSync(join(outDir, file));
  const map = join(outDir, `${file}.map`);
  const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  const packages = forbidden.filter((name) =>
    sources.some((path) => path.includes(`node_modules/${name}/`)),
  );
  return {
    file,
    reason,
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
    packages,
  };
});

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
const total = sum('gzip');
line('total', kb(sum('raw')), kb(total), kb(sum('brotli')), `budget ${BUDGET_KB} KB gzip`);

const problems = [];
if (total > BUDGET_KB * 1024) problems.push(`over budget: ${kb(total)} KB > ${BUDGET_KB} KB`);
for (const row of rows) {
  if (row.packages.length) problems.push(`${row.file} contains ${row.packages.join(' and ')}`);
}
console.log(
  problems.length
    ? `\nFAIL\n- ${problems.join('\n- ')}`
    : '\nOK: within budget; no formik or yup on /en/home',
);
rmSync(outDir, { recursive: true, force: true });
process.exitCode = problems.length ? 1 : 0;
