import { describe, expect, it } from 'vitest';
import {
  closeAlert,
  demoMember,
  logIn,
  openPage,
  phone,
  siteUrl,
  browserPerFile,
} from './support/browser';
import { seriousViolations } from './support/axe';

const browser = browserPerFile({ resetEachTest: true });

describe('course application', () => {
  it('as a member: prefilled form, sent, dialog closes with the message', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: phone });
    await logIn(page, 'en', demoMember.email, demoMember.password);
    await page.goto(siteUrl('/en/certificate/pickleball'));
    const opener = page.getByRole('button', { name: 'Apply for this course' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('김하늘');
    expect(await dialog.getByLabel('Email (login ID)').inputValue()).toBe(demoMember.email);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog
      .getByLabel(/Inquiry/)
      .fill('Two PE teachers from our school would like to attend.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    expect(await closeAlert(page)).toBe('Certificate training application completed.');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('as a visitor: the login link comes back to the course page', async () => {
    const { page, context } = await openPage(browser(), { viewport: phone });
    await page.goto(siteUrl('/en/certificate/badminton'));
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Applying for a course needs a TRIO account.', { exact: false })
      .waitFor();
    await dialog.getByRole('link', { name: 'Log in to apply' }).click();
    await page.waitForURL(siteUrl('/en/auth/login?redirect=%2Fen%2Fcertificate%2Fbadminton'));
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(siteUrl('/en/certificate/badminton'));
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    await expect
      .poll(() => page.getByRole('dialog').getByLabel('Name').inputValue())
      .toBe('김하늘');
    await context.close();
  });
});
