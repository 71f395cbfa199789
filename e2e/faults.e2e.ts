import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  closeAlert,
  demoMember,
  injectFault,
  openPage,
  siteUrl,
} from './support/browser';

const browser = browserPerFile({ resetEachTest: true });

describe('API faults in the real browser', () => {
  it('a CORS failure on login: the "cannot reach the server" message, a usable form', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(siteUrl('/en/auth/login'));
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await injectFault({ method: 'POST', path: '/api/v1/auth/login', kind: 'no-cors', times: 1 });
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await closeAlert(page)).toBe(
      'We cannot reach the server right now. Please check your connection and try again.',
    );
    expect(page.url()).toBe(siteUrl('/en/auth/login'));
    await expect(page.getByLabel('Email (login ID)').inputValue()).resolves.toBe(demoMember.email);
    await expect(page.getByRole('button', { name: 'Log in' }).isEnabled()).resolves.toBe(true);
    // The browser itself reports the blocked answer; nothing else may go wrong.
    expect(
      problems.filter(
        (problem) => !/CORS|Access-Control|auth\/login|net::ERR_FAILED/.test(problem),
      ),
    ).toEqual([]);
    await context.close();
  });
});
