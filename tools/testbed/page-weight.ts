import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What a visit to `/en/home` may download of JavaScript, gzip (issue #21). */
export const BUDGET_KB = 146;

/** Libraries that only the account and course forms need: never on the home page. */
const formOnly = ['formik', 'yup'];

/**
 * Lazy modules `/en/home` loads before it is interactive (see pageDefinitions in
 * src/app/routes.tsx), besides the entry and what it imports.
 */
const homeModules = ['src/app/routes/home.tsx', 'locales/en/common.json', 'locales/en/home.json'];

type ManifestChunk = { file: string; imports?: string[]; assets?: string[] };

export type WeightRow = {
  file: string;
  /** Why the page loads it: the entry, one of its imports, or a lazy module of the route. */
  reason: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Form-only libraries found in the file's source map. */
  formLibraries: string[];
};

/**
 * The JavaScript files `/en/home` needs before it is interactive, from a build made with
 * `--manifest`, with their sizes as a CDN would serve them (gzip level 9, brotli quality 11).
 */
export function homePageWeight(outDir: string): WeightRow[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const needed = new Map<string, string>();
  const visit = (key: string, reason: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (needed.has(chunk.file)) return;
    needed.set(chunk.file, reason);
    for (const imported of chunk.imports ?? [])
      visit(imported, reason === 'entry' ? 'import' : reason);
  };
  visit('index.html', 'entry');
  for (const key of homeModules) visit(key, `route: ${key}`);
  return [...needed].map(([file, reason]) => {
    const source = readFileSync(join(outDir, file));
    const map = join(outDir, `${file}.map`);
    const sources = existsSync(map)
      ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
      : [];
    return {
      file,
      reason,
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
      formLibraries: formOnly.filter((name) =>
        sources.some((path) => path.includes(`node_modules/${name}/`)),
      ),
    };
  });
}

/** What is wrong with those files: over budget, or a form library where none belongs. */
export function budgetProblems(rows: WeightRow[]): string[] {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const problems: string[] = [];
  if (total > BUDGET_KB * 1024) {
    problems.push(`over budget: ${(total / 1024).toFixed(1)} KB gzip > ${BUDGET_KB} KB`);
  }
  for (const row of rows) {
    if (row.formLibraries.length)
      problems.push(`${row.file} contains ${row.formLibraries.join(' and ')}`);
  }
  return problems;
}
