import { BUDGET_KB, budgetProblems, homePageWeight } from '../testbed/page-weight';
import { printTable } from './report';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Prints the JavaScript `/en/home` needs before it is interactive, gzip and brotli, and whether it
 * keeps the budget (the browser tests check the same on their own build); true when it does.
 */
export function printSizes(distDir: string): boolean {
  const rows = homePageWeight(distDir).sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((total, row) => total + row[key], 0);
  printTable(
    'JavaScript /en/home needs before it is interactive',
    ['file', 'raw KB', 'gzip KB', 'br KB', 'why'],
    [
      ...rows.map((row) => [row.file, kb(row.raw), kb(row.gzip), kb(row.brotli), row.reason]),
      ['total', kb(sum('raw')), kb(sum('gzip')), kb(sum('brotli')), `budget ${BUDGET_KB} KB gzip`],
    ],
  );
  const problems = budgetProblems(rows);
  console.log(
    problems.length
      ? `\nFAIL\n- ${problems.join('\n- ')}`
      : '\nOK: within budget; no formik or yup on /en/home',
  );
  return problems.length === 0;
}
