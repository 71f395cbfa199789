import { BUDGET_KB, budgetProblems, homePageWeight } from '../tools/testbed/page-weight';
import { expect, test } from './support/fixtures';

test(`/en/home downloads at most ${BUDGET_KB} KB of JavaScript (gzip), without the form libraries`, ({
  site,
}) => {
  const rows = homePageWeight(site.distDir);
  // The entry, the libraries, the page and its translations: a check of the check itself.
  expect(rows.map((row) => row.reason)).toEqual(
    expect.arrayContaining(['entry', 'route: src/app/routes/home.tsx']),
  );
  expect(budgetProblems(rows)).toEqual([]);
});
