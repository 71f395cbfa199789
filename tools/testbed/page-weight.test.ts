// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET_KB, budgetProblems, type WeightRow } from './page-weight';

const row = (file: string, gzipKb: number, formLibraries: string[] = []): WeightRow => ({
  file,
  reason: 'entry',
  raw: gzipKb * 3072,
  gzip: gzipKb * 1024,
  brotli: gzipKb * 900,
  formLibraries,
});

describe('budgetProblems', () => {
  it('accepts a page at the budget', () => {
    expect(budgetProblems([row('a.js', BUDGET_KB - 40), row('b.js', 40)])).toEqual([]);
  });

  it('names the total when the page is over the budget', () => {
    expect(budgetProblems([row('a.js', BUDGET_KB), row('b.js', 0.5)])).toEqual([
      `over budget: ${(BUDGET_KB + 0.5).toFixed(1)} KB gzip > ${BUDGET_KB} KB`,
    ]);
  });

  it('names a file that carries a form library', () => {
    expect(budgetProblems([row('a.js', 10, ['formik', 'yup'])])).toEqual([
      'a.js contains formik and yup',
    ]);
  });
});
