import type { Page, Request } from '@playwright/test';
import { languages, type Language } from '../src/config/languages';
import { seriousViolations } from './support/axe';
import { closeAlert, demoMember, expect, logIn, test, waitForApp } from './support/fixtures';
import { localeText } from './support/locale';
import { phone } from './support/viewports';

test.use({ viewport: phone });

/** Every certificate/request call the page makes, with what it sent. */
function watchRequests(page: Page) {
  const sent: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/certificate/request'))
      sent.push(request.postDataJSON());
  });
  return sent;
}

/** Opens a course page's request dialog in the page's language; resolves with the dialog. */
async function openRequest(page: Page, lang: Language, course: string) {
  const t = localeText(lang);
  await page.goto(`/${lang}/certificate/${course}`);
  await waitForApp(page);
  await page
    .getByRole('button', { name: t('certificate:course.apply') })
    .first()
    .click();
  return page.getByRole('dialog');
}

/** The label of the referee courses' certificate number field. */
function certificateLabel(lang: Language) {
  const t = localeText(lang);
  return t('certificate:request.certificateNumber.label', {
    certificate: t('certificate:sport.title'),
  });
}

test.describe('course application', () => {
  test('as a member: prefilled form, sent, dialog closes with the message', async ({
    page,
    problems,
  }) => {
    const t = localeText('en');
    await logIn(page, 'en', demoMember.email, demoMember.password);
    await page.goto('/en/certificate/pickleball');
    await page.getByRole('button', { name: 'Apply for this course' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name')).toHaveValue('김하늘');
    await expect(dialog.getByLabel('Email (login ID)')).toHaveValue(demoMember.email);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(certificateLabel('en')).fill('SI3-2025-0147');
    await dialog
      .getByLabel(t('forms:fields.memo'), { exact: false })
      .fill('Two PE teachers from our school would like to attend.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    expect(await closeAlert(page)).toBe('Certificate training application completed.');
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

/**
 * Issue #27: a visitor can fill the request before having an account; sending it asks them to
 * log in, and what they typed comes back with the dialog on the course page. The referee
 * courses need the sport instructor level 3 certificate number, in its own required field.
 */
for (const lang of languages) {
  test(`${lang}: a visitor's referee request needs the certificate number and survives login`, async ({
    page,
    problems,
  }) => {
    const t = localeText(lang);
    const sent = watchRequests(page);
    const typed = {
      name: 'Park Jimin',
      email: 'jimin.park@school.example',
      phone: '010-9876-5432',
      memo: 'Two teachers, any Saturday in March.',
    };

    const dialog = await openRequest(page, lang, 'badminton');
    await expect(dialog.getByText(t('certificate:request.anonymous.text'))).toBeVisible();
    await dialog.getByLabel(t('forms:fields.name'), { exact: true }).fill(typed.name);
    await dialog.getByLabel(t('forms:fields.email'), { exact: true }).fill(typed.email);
    await dialog.getByLabel(t('forms:fields.phone'), { exact: true }).fill(typed.phone);
    await dialog.getByLabel(t('forms:fields.memo'), { exact: false }).fill(typed.memo);

    // Without the certificate number the form says what is missing and goes nowhere.
    const submitVisitor = dialog.getByRole('button', {
      name: t('certificate:request.submitVisitor'),
    });
    await submitVisitor.click();
    const certificate = dialog.getByLabel(certificateLabel(lang), { exact: true });
    await expect(certificate).toHaveAttribute('aria-invalid', 'true');
    await expect(certificate).toBeFocused();
    await expect(dialog.getByText(t('forms:validation.certificateNumberRequired'))).toBeVisible();
    await certificate.fill('SI3-2025-0147');
    await submitVisitor.click();

    // The login page, which returns to the course page.
    await page.waitForURL(`/${lang}/auth/login?redirect=%2F${lang}%2Fcertificate%2Fbadminton`);
    await page.getByLabel(t('forms:fields.email'), { exact: true }).fill(demoMember.email);
    await page.getByLabel(t('forms:fields.password'), { exact: true }).fill(demoMember.password);
    await page.getByRole('button', { name: t('auth:login.submit') }).click();
    await page.waitForURL(`/${lang}/certificate/badminton`);

    // The dialog is open again with what was typed.
    const resumed = page.getByRole('dialog');
    await expect(resumed.getByText(t('certificate:request.resumed'))).toBeVisible();
    await expect(resumed.getByLabel(t('forms:fields.name'), { exact: true })).toHaveValue(
      typed.name,
    );
    await expect(resumed.getByLabel(t('forms:fields.email'), { exact: true })).toHaveValue(
      typed.email,
    );
    await expect(resumed.getByLabel(certificateLabel(lang), { exact: true })).toHaveValue(
      'SI3-2025-0147',
    );
    await expect(resumed.getByLabel(t('forms:fields.memo'), { exact: false })).toHaveValue(
      typed.memo,
    );
    expect(sent).toEqual([]);
    await resumed.getByRole('button', { name: t('certificate:request.submit') }).click();
    expect(await closeAlert(page)).toBe(t('certificate:request.outcomes.completed'));
    expect(sent).toEqual([
      expect.objectContaining({
        course: 'badminton',
        name: typed.name,
        email: typed.email,
        phone: '01098765432',
        // The API has no field for it: the number leads the memo, behind a fixed label.
        memo: expect.stringMatching(
          /^\[.+\] SI3-2025-0147\n\nTwo teachers, any Saturday in March\.$/,
        ),
      }),
    ]);
    expect(problems).toEqual([]);
  });
}

test('a member applying for a referee course cannot send it without the certificate number', async ({
  page,
}) => {
  const lang: Language = 'ko';
  const t = localeText(lang);
  const sent = watchRequests(page);
  await logIn(page, lang, demoMember.email, demoMember.password, {
    email: t('forms:fields.email'),
    password: t('forms:fields.password'),
    login: t('auth:login.submit'),
  });
  const dialog = await openRequest(page, lang, 'table-tennis');
  await expect(dialog.getByLabel(t('forms:fields.name'), { exact: true })).toHaveValue('김하늘');
  await dialog.getByRole('button', { name: t('certificate:request.submit') }).click();
  const certificate = dialog.getByLabel(certificateLabel(lang), { exact: true });
  await expect(certificate).toBeFocused();
  await expect(dialog.getByText(t('forms:validation.certificateNumberRequired'))).toBeVisible();
  await certificate.fill('abc');
  await dialog.getByRole('button', { name: t('certificate:request.submit') }).click();
  await expect(dialog.getByText(t('forms:validation.certificateNumber'))).toBeVisible();
  expect(sent).toEqual([]);
});
