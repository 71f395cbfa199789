import { languages, type Language } from '../src/config/languages';
import { demoMember } from '../src/demo-api/db';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { localeText } from './support/locale';
import { phone } from './support/viewports';
import type { Web } from './support/web/driver';
import { PlaywrightWeb } from './support/web/playwright-web';
import { byLabel, byRole, byText, within, type Query } from './support/web/query';

/** The course request, as a visitor and as a member, in every engine (decision 012). */

test.beforeEach(async ({ web }) => {
  await web.setViewport(phone);
});

const dialog = byRole('dialog');
const inDialog = (query: Query) => within(dialog, query);

/** Logs in through the login page in `lang`; resolves once the full page load has ended. */
async function logIn(web: Web, lang: Language) {
  const t = localeText(lang);
  await web.goto(`/${lang}/auth/login`);
  await web.fill(byLabel(t('forms:fields.email')), demoMember.email);
  await web.fill(byLabel(t('forms:fields.password')), demoMember.password);
  await web.markPage();
  await web.click(byRole('button', t('auth:login.submit')));
  await web.waitForPath(`/${lang}/home`);
  await web.waitForPageLoad();
}

/** Opens a course page's request dialog in the page's language. */
async function openRequest(web: Web, lang: Language, course: string) {
  await web.goto(`/${lang}/certificate/${course}`);
  await web.waitForApp();
  await web.click(byRole('button', localeText(lang)('certificate:course.apply'), { nth: 0 }));
  await web.expectVisible(dialog);
}

/** The label of the referee courses' certificate number field. */
function certificateLabel(lang: Language) {
  const t = localeText(lang);
  return t('certificate:request.certificateNumber.label', {
    certificate: t('certificate:sport.title'),
  });
}

test('as a member: prefilled form, sent, dialog closes with the message', async ({ web, site }) => {
  const t = localeText('en');
  await logIn(web, 'en');
  await openRequest(web, 'en', 'pickleball');
  await web.expectValue(inDialog(byLabel('Name')), '김하늘');
  await web.expectValue(inDialog(byLabel('Email (login ID)')), demoMember.email);
  if (web instanceof PlaywrightWeb) expect(await seriousViolations(web.page)).toEqual([]);
  await web.fill(inDialog(byLabel(certificateLabel('en'))), 'SI3-2025-0147');
  await web.fill(
    inDialog(byLabel(t('forms:fields.memo'), { exact: false })),
    'Two PE teachers from our school would like to attend.',
  );
  await web.click(inDialog(byRole('button', 'Send application')));
  expect(await web.closeAlert()).toBe('Certificate training application completed.');
  await web.expectGone(dialog);
  expect(await site.certificateRequests()).toEqual([
    expect.objectContaining({ course: 'pickleball', email: demoMember.email }),
  ]);
  expect(await web.problems()).toEqual([]);
});

/**
 * Issue #27: a visitor can fill the request before having an account; sending it asks them to
 * log in, and what they typed comes back with the dialog on the course page. The referee
 * courses need the sport instructor level 3 certificate number, in its own required field.
 */
for (const lang of languages) {
  test(`${lang}: a visitor's referee request needs the certificate number and survives login`, async ({
    web,
    site,
  }) => {
    const t = localeText(lang);
    const typed = {
      name: 'Park Jimin',
      email: 'jimin.park@school.example',
      phone: '010-9876-5432',
      memo: 'Two teachers, any Saturday in March.',
    };
    const field = (name: string) => inDialog(byLabel(t(`forms:fields.${name}`)));
    const memo = inDialog(byLabel(t('forms:fields.memo'), { exact: false }));
    const certificate = inDialog(byLabel(certificateLabel(lang)));

    await openRequest(web, lang, 'badminton');
    await web.expectVisible(inDialog(byText(t('certificate:request.anonymous.text'))));
    await web.fill(field('name'), typed.name);
    await web.fill(field('email'), typed.email);
    await web.fill(field('phone'), typed.phone);
    await web.fill(memo, typed.memo);

    // Without the certificate number the form says what is missing and goes nowhere.
    const submitVisitor = inDialog(byRole('button', t('certificate:request.submitVisitor')));
    await web.click(submitVisitor);
    await web.expectState(certificate, (state) => Boolean(state.invalid), 'to be invalid');
    await web.expectFocused(certificate);
    await web.expectVisible(inDialog(byText(t('forms:validation.certificateNumberRequired'))));
    await web.fill(certificate, 'SI3-2025-0147');
    await web.click(submitVisitor);

    // The login page, which returns to the course page.
    await web.waitForPath(`/${lang}/auth/login?redirect=%2F${lang}%2Fcertificate%2Fbadminton`);
    await web.fill(byLabel(t('forms:fields.email')), demoMember.email);
    await web.fill(byLabel(t('forms:fields.password')), demoMember.password);
    await web.click(byRole('button', t('auth:login.submit')));
    await web.waitForPath(`/${lang}/certificate/badminton`);

    // The dialog is open again with what was typed.
    await web.expectVisible(inDialog(byText(t('certificate:request.resumed'))));
    await web.expectValue(field('name'), typed.name);
    await web.expectValue(field('email'), typed.email);
    await web.expectValue(certificate, 'SI3-2025-0147');
    await web.expectValue(memo, typed.memo);
    expect(await site.certificateRequests()).toEqual([]);
    await web.click(inDialog(byRole('button', t('certificate:request.submit'))));
    expect(await web.closeAlert()).toBe(t('certificate:request.outcomes.completed'));
    expect(await site.certificateRequests()).toEqual([
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
    expect(await web.problems()).toEqual([]);
  });
}

test('a member applying for a referee course cannot send it without the certificate number', async ({
  web,
  site,
}) => {
  const lang: Language = 'ko';
  const t = localeText(lang);
  await logIn(web, lang);
  await openRequest(web, lang, 'table-tennis');
  await web.expectValue(inDialog(byLabel(t('forms:fields.name'))), '김하늘');
  const submit = inDialog(byRole('button', t('certificate:request.submit')));
  const certificate = inDialog(byLabel(certificateLabel(lang)));
  await web.click(submit);
  await web.expectFocused(certificate);
  await web.expectVisible(inDialog(byText(t('forms:validation.certificateNumberRequired'))));
  await web.fill(certificate, 'abc');
  await web.click(submit);
  await web.expectVisible(inDialog(byText(t('forms:validation.certificateNumber'))));
  expect(await site.certificateRequests()).toEqual([]);
});
