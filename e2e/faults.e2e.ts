import { closeAlert, demoMember, expect, test } from './support/fixtures';

test('a CORS failure on login: the "cannot reach the server" message, a usable form', async ({
  page,
  site,
  problems,
}) => {
  await page.goto('/en/auth/login');
  await page.getByLabel('Email (login ID)').fill(demoMember.email);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await site.injectFault({ method: 'POST', path: '/api/v1/auth/login', kind: 'no-cors', times: 1 });
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(await closeAlert(page)).toBe(
    'We cannot reach the server right now. Please check your connection and try again.',
  );
  await expect(page).toHaveURL('/en/auth/login');
  await expect(page.getByLabel('Email (login ID)')).toHaveValue(demoMember.email);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // The browser itself reports the blocked answer; nothing else may go wrong.
  expect(
    problems.filter((problem) => !/CORS|Access-Control|auth\/login|net::ERR_FAILED/.test(problem)),
  ).toEqual([]);
});
