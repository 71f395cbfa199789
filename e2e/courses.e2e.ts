import { languages, type Language } from '../src/config/languages';
import { company } from '../src/config/site';
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

/** The label of the referee courses' certificate number field. */
function certificateLabel(lang: Language) {
  const t = localeText(lang);
  return t('course-request:request.certificateNumber.label', {
    certificate: t('certificate:sport.title'),
  });
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'];

/**
 * A day as the English pages write it (`Saturday 6 February 2027`), spelt out here: Node's
 * `Intl` puts a comma after the weekday in some ICU versions and not in others.
 */
function englishDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const month = months[date.getUTCMonth()] ?? '';
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/**
 * Issue #44: a member applies for a chosen session; it fills up meanwhile (409), the form keeps
 * everything and offers the other session; the confirmation says what to pay by when and where;
 * the application is then under "My applications".
 */
test('as a member: a chosen session, a 409, the confirmation, My applications', async ({
  web,
  site,
}) => {
  const t = localeText('en');
  await logIn(web, 'en');
  await web.goto('/en/certificate/badminton');
  await web.waitForApp();
  // The second session (10 April), from its own button.
  await web.click(byRole('button', t('certificate:sessions.apply'), { nth: 1 }));
  await web.expectVisible(dialog);
  const later = inDialog(byLabel(englishDay('2027-04-10'), { exact: false }));
  const earlier = inDialog(byLabel(englishDay('2027-02-06'), { exact: false }));
  await web.expectState(later, (state) => Boolean(state.checked), 'to be chosen');
  await web.expectValue(inDialog(byLabel('Name')), '김하늘');
  if (web instanceof PlaywrightWeb) expect(await seriousViolations(web.page)).toEqual([]);
  const memo = inDialog(byLabel(t('forms:fields.memo'), { exact: false }));
  await web.fill(inDialog(byLabel(certificateLabel('en'))), 'SI3-2025-0147');
  await web.fill(memo, 'Two PE teachers from our school would like to attend.');

  await site.injectFault({
    method: 'POST',
    path: '/api/v1/certificate/request',
    kind: 'json',
    code: 409,
    times: 1,
  });
  await web.click(inDialog(byRole('button', 'Send application')));
  await web.expectVisible(inDialog(byText(t('course-request:request.session.refused'))));
  await web.expectValue(memo, 'Two PE teachers from our school would like to attend.');
  await web.expectGone(later);
  await web.click(earlier);
  await web.click(inDialog(byRole('button', 'Send application')));

  // The confirmation, in place of the form.
  await web.expectVisible(
    inDialog(byRole('heading', t('course-request:request.outcomes.completed'))),
  );
  await web.expectVisible(inDialog(byText(englishDay('2027-02-02'))));
  await web.expectVisible(inDialog(byText(company.bankAccount.number)));
  expect(await site.certificateRequests()).toEqual([
    expect.objectContaining({
      course: 'badminton',
      sessionId: '2027-02-06-incheon-samsan',
      certificateNumber: 'SI3-2025-0147',
      memo: 'Two PE teachers from our school would like to attend.',
    }),
  ]);
  await web.click(inDialog(byRole('link', t('course-request:confirmation.applications'))));
  await web.waitForPath('/en/auth/applications');
  await web.expectVisible(byText(`${englishDay('2027-02-06')}, 09:00–18:00`));
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
      memo: 'Two teachers from the same school.',
    };
    const field = (name: string) => inDialog(byLabel(t(`forms:fields.${name}`)));
    const memo = inDialog(byLabel(t('forms:fields.memo'), { exact: false }));
    const certificate = inDialog(byLabel(certificateLabel(lang)));

    // The later of the two open sessions, from its own button.
    await web.goto(`/${lang}/certificate/badminton`);
    await web.waitForApp();
    await web.click(byRole('button', t('certificate:sessions.apply'), { nth: 1 }));
    await web.expectVisible(dialog);
    const chosen = inDialog(byRole('radio', undefined, { nth: 1 }));
    await web.expectState(chosen, (state) => Boolean(state.checked), 'to be chosen');
    await web.expectVisible(inDialog(byText(t('course-request:request.anonymous.text'))));
    await web.fill(field('name'), typed.name);
    await web.fill(field('email'), typed.email);
    await web.fill(field('phone'), typed.phone);
    await web.fill(memo, typed.memo);

    // Without the certificate number the form says what is missing and goes nowhere.
    const submitVisitor = inDialog(byRole('button', t('course-request:request.submitVisitor')));
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
    await web.expectVisible(inDialog(byText(t('course-request:request.resumed'))));
    await web.expectValue(field('name'), typed.name);
    await web.expectValue(field('email'), typed.email);
    await web.expectValue(certificate, 'SI3-2025-0147');
    await web.expectValue(memo, typed.memo);
    // The session chosen before logging in is still the one chosen.
    await web.expectState(chosen, (state) => Boolean(state.checked), 'to be chosen');
    expect(await site.certificateRequests()).toEqual([]);
    await web.click(inDialog(byRole('button', t('course-request:request.submit'))));
    await web.expectVisible(
      inDialog(byRole('heading', t('course-request:request.outcomes.completed'))),
    );
    expect(await site.certificateRequests()).toEqual([
      expect.objectContaining({
        course: 'badminton',
        sessionId: '2027-04-10-gwangju-yeomju',
        certificateNumber: 'SI3-2025-0147',
        name: typed.name,
        email: typed.email,
        phone: '01098765432',
        memo: typed.memo,
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
  await web.goto(`/${lang}/certificate/table-tennis`);
  await web.waitForApp();
  // A session chosen: the certificate number is then the first field left to fill.
  await web.click(byRole('button', t('certificate:sessions.apply'), { nth: 0 }));
  await web.expectVisible(dialog);
  await web.expectValue(inDialog(byLabel(t('forms:fields.name'))), '김하늘');
  const submit = inDialog(byRole('button', t('course-request:request.submit')));
  const certificate = inDialog(byLabel(certificateLabel(lang)));
  await web.click(submit);
  await web.expectFocused(certificate);
  await web.expectVisible(inDialog(byText(t('forms:validation.certificateNumberRequired'))));
  await web.fill(certificate, 'abc');
  await web.click(submit);
  await web.expectVisible(inDialog(byText(t('forms:validation.certificateNumber'))));
  expect(await site.certificateRequests()).toEqual([]);
});
