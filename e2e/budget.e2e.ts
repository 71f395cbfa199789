import { describe, expect, inject, it } from 'vitest';
import { BUDGET_KB, budgetProblems, homePageWeight } from './support/page-weight';

describe('what /en/home downloads', () => {
  it(`is at most ${BUDGET_KB} KB of JavaScript (gzip), without the form libraries`, () => {
    const rows = homePageWeight(inject('distDir'));
    // The entry, the libraries, the page and its translations: a check of the check itself.
    expect(rows.map((row) => row.reason)).toEqual(
      expect.arrayContaining(['entry', 'route: src/app/routes/home.tsx']),
    );
    expect(budgetProblems(rows)).toEqual([]);
  });
});
