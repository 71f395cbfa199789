import { seriousViolations } from './support/axe';
import { closeAlert, demoMember, expect, logIn, test } from './support/fixtures';
import { phone } from './support/viewports';

test.use({ viewport: phone });

test.describe('course application', () => {
  test('as a member: prefilled form, sent, dialog closes with the message', async ({
    page,
    problems,
  }) => {
    await logIn(page, 'en', demoMember.email, demoMember.password);
    await page.goto('/en/certificate/pickleball');
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name')).toHaveValue('김하늘');
    await expect(dialog.getByLabel('Email (login ID)')).toHaveValue(demoMember.email);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog
      .getByLabel(/Inquiry/)
      .fill('Two PE teachers from our school would like to attend.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    expect(await closeAlert(page)).toBe('Certificate training application completed.');
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('as a visitor: the login link comes back to the course page', async ({ page }) => {
    await page.goto('/en/certificate/badminton');
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Applying for a course needs a TRIO account.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('link', { name: 'Log in to apply' }).click();
    await page.waitForURL('/en/auth/login?redirect=%2Fen%2Fcertificate%2Fbadminton');
    await page.getByLabel('Email (login ID)').fill(demoMember.email);
    await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('/en/certificate/badminton');
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('김하늘');
  });
});
