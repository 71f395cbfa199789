import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, withRedirect } from '@/config/paths';
import { certificateRequests, demoMember } from '@/demo-api/db';
import { useSession } from '@/stores/session';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';
import { readRequestDraft } from '../lib/request-draft';

const labels = {
  course: 'Course',
  name: 'Name',
  position: 'Affiliation (optional)',
  email: 'Email (login ID)',
  phone: 'Mobile or unique number',
  certificateNumber: 'Certificate number (TRIO sport instructor level 3)',
  memo: 'Requests (optional)',
} as const;

/** Before every session's deadline (content/course-sessions.json), whenever the tests run. */
beforeEach(() => {
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The first open badminton session, and its choice in the form. */
const badmintonSession = {
  id: '2027-02-06-incheon-samsan',
  label: /^Saturday 6 February 2027/,
};

const completed = 'Certificate training application completed.';

/** The confirmation that replaces the form after a 200. */
function confirmation() {
  return screen.findByRole('heading', { name: completed });
}

const typed = {
  [labels.name]: 'Park Jimin',
  [labels.position]: 'Busan Haeundae Middle School',
  [labels.email]: 'jimin.park@school.example',
  [labels.phone]: '010-9876-5432',
  [labels.certificateNumber]: 'SI3-2025-0147',
  [labels.memo]: 'Two teachers from our school would like to attend in May.',
};

async function openCourse(url: string, heading: string) {
  const view = renderRoute(url);
  await findPageHeading(heading);
  // The session answer (member or not) is in before the dialog opens, as for a real visitor.
  await waitFor(() => expect(useSession.getState().initialized).toBe(true));
  return view;
}

function applyButton(name = 'Apply for this course') {
  return screen.getAllByRole('button', { name })[0]!;
}

/** Opens the dialog from the first session's "Apply for this session": that session chosen. */
async function openDialog(user: UserEvent, title = 'Apply: TRIO badminton referee level 3') {
  await user.click(applyButton('Apply for this session'));
  return screen.findByRole('dialog', { name: title });
}

async function fillTyped(user: UserEvent) {
  for (const [label, value] of Object.entries(typed)) await fill(user, label, value);
}

function send(user: UserEvent, name = 'Send application') {
  return user.click(screen.getByRole('button', { name }));
}

describe('the request dialog for a member', () => {
  it('is prefilled from the profile, with the course read-only', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    const course = within(dialog).getByLabelText(labels.course);
    expect(course).toHaveValue('TRIO badminton referee level 3');
    expect(course).toHaveAttribute('readonly');
    expect(course).toHaveAttribute('name', 'course');
    expect(within(dialog).getByLabelText(labels.name)).toHaveValue(demoMember.name);
    expect(within(dialog).getByLabelText(labels.position)).toHaveValue(demoMember.position);
    expect(within(dialog).getByLabelText(labels.email)).toHaveValue(demoMember.email);
    // Shown as a Korean reader writes it; the API still gets the digits (below).
    expect(within(dialog).getByLabelText(labels.phone)).toHaveValue('010-1234-5678');
    expect(within(dialog).getByLabelText(labels.memo)).toHaveValue('');
    // A member is not asked to log in.
    expect(within(dialog).queryByRole('link', { name: 'Log in to apply' })).not.toBeInTheDocument();
    // It collects personal information: the privacy policy, in a new window.
    expect(within(dialog).getByRole('link', { name: /^Read the Privacy Policy/ })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
  });

  it('every input is labelled and named after its API field', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    const inputs = within(dialog).getAllByRole('textbox');
    for (const input of inputs) expect(input).toHaveAccessibleName();
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual([
      'course',
      'name',
      'position',
      'email',
      'phone',
      'certificateNumber',
      'memo',
    ]);
    for (const [name, label] of Object.entries(labels))
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('name', name);
  });

  it('fills the form in when the profile arrives after the dialog opened', async () => {
    await logInDemoMember();
    const { user } = renderRoute(paths.certificateSport('en'));
    await findPageHeading('TRIO sport instructor level 3');
    await user.click(applyButton());
    expect(await screen.findByDisplayValue(demoMember.email)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(labels.name)).toHaveValue(demoMember.name);
  });

  it('200: "Certificate training application completed.", the dialog closes, focus returns', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: badmintonSession.label })).toBeChecked();
    await fill(user, labels.certificateNumber, 'SI3-2025-0147');
    await send(user);
    // In place of the form: what was applied for, the reference, what to pay by when, where.
    expect(await confirmation()).toHaveFocus();
    const facts = within(dialog);
    expect(facts.getByText('Saturday 6 February 2027, 09:00–18:00')).toBeInTheDocument();
    expect(facts.getByText('A-1006')).toBeInTheDocument();
    expect(facts.getByText('Tuesday 2 February 2027')).toBeInTheDocument();
    expect(facts.getByText('₩330,000')).toBeInTheDocument();
    expect(facts.getByText('140-014-226781')).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/calendar/en/${badmintonSession.id}.ics`,
    );
    expect(facts.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/en/auth/applications',
    );
    expect(screen.queryByRole('textbox', { name: labels.name })).not.toBeInTheDocument();
    // The demo API received it with the member's session, each value in its own field.
    expect(certificateRequests()).toEqual([
      {
        course: 'badminton',
        sessionId: badmintonSession.id,
        certificateNumber: 'SI3-2025-0147',
        name: demoMember.name,
        position: demoMember.position,
        email: demoMember.email,
        phone: demoMember.phone,
        memo: '',
      },
    ]);
    await user.click(facts.getByRole('button', { name: 'Close' }));
    expect(applyButton('Apply for this session')).toHaveFocus();
    // A new application starts again from the profile, not from what was sent.
    await openDialog(user);
    expect(screen.getByLabelText(labels.memo)).toHaveValue('');
  });

  it('sends the API field names, the course value and a normalised phone', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateTableTennis('en'),
      'TRIO table tennis referee level 3',
    );
    await openDialog(user, 'Apply: TRIO table tennis referee level 3');
    await fillTyped(user);
    await send(user);
    await confirmation();
    expect(bodies).toEqual([
      {
        course: 'table-tennis',
        sessionId: '2027-03-27-daejeon-hanbat',
        certificateNumber: 'SI3-2025-0147',
        name: 'Park Jimin',
        position: 'Busan Haeundae Middle School',
        email: 'jimin.park@school.example',
        phone: '01098765432',
        memo: 'Two teachers from our school would like to attend in May.',
      },
    ]);
  });

  it.each([500, 403])(
    'code %i: "Invalid access.", the dialog stays open and every typed value stays',
    async (code) => {
      answer('post', 'certificate/request', code);
      await logInDemoMember();
      const { user } = await openCourse(
        paths.certificateBadminton('en'),
        'TRIO badminton referee level 3',
      );
      await openDialog(user);
      await fillTyped(user);
      await send(user);
      expect(await readAlert(user)).toBe('Invalid access.');
      const dialog = screen.getByRole('dialog', { name: 'Apply: TRIO badminton referee level 3' });
      for (const [label, value] of Object.entries(typed))
        expect(within(dialog).getByLabelText(label)).toHaveValue(value);
      // Focus is back in the dialog, ready to try again.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    },
  );

  it('409: the session filled up; says so, keeps everything typed and offers the others', async () => {
    server.use(
      http.post('*/api/v1/certificate/request', async ({ request }) => {
        const body = (await request.json()) as { sessionId: string };
        return HttpResponse.json(
          body.sessionId === badmintonSession.id
            ? { code: 409 }
            : { code: 200, result: { id: 77 } },
        );
      }),
    );
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    await fillTyped(user);
    await send(user);
    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent('Sorry, that session has just filled up or closed.');
    expect(message).toHaveFocus();
    for (const [label, value] of Object.entries(typed))
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    // The full session is no longer offered; the other open one is, not yet chosen.
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    expect(choices[0]).toHaveAccessibleName(/^Saturday 10 April 2027/);
    expect(choices[0]).not.toBeChecked();
    await send(user);
    expect(await within(dialog).findByText('Please choose a session.')).toBeInTheDocument();
    await user.click(choices[0]!);
    await send(user);
    await confirmation();
    expect(within(dialog).getByText('77')).toBeInTheDocument();
  });

  it('401 for a member (the session ended): says so, keeps the values and offers to log in', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    await fillTyped(user);
    answer('get', 'user/info', 401);
    answer('post', 'certificate/request', 401);
    await send(user);
    // The company's message first, then the cause and the way forward.
    expect(await readAlert(user)).toBe(
      'Invalid access. Your session has ended: log in again to send your application. What you typed is kept.',
    );
    for (const [label, value] of Object.entries(typed))
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    expect(
      await within(dialog).findByRole('button', { name: 'Log in and send' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in to apply' })).toBeInTheDocument();
  });

  it('code 0: the "cannot reach the server" message, values and dialog kept', async () => {
    unreachable('post', 'certificate/request');
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    await fillTyped(user);
    await send(user);
    expect(await readAlert(user)).toBe(unreachableText);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(labels.memo)).toHaveValue(typed[labels.memo]);
  });

  it.each([
    [
      'ko',
      'TRIO 배드민턴 심판 3급',
      '이 일정으로 신청하기',
      '신청서 보내기',
      '자격연수 신청이 완료되었습니다.',
      /^자격증 번호/,
    ],
    [
      'zh',
      'TRIO羽毛球三级裁判员培训',
      '报名这期培训',
      '提交报名',
      '认证培训报名已完成。',
      /^证书编号/,
    ],
    [
      'es',
      'Árbitro TRIO de bádminton de nivel 3',
      'Solicitar esta fecha',
      'Enviar solicitud',
      'Hemos recibido su solicitud de inscripción en el curso.',
      /^Número de certificado/,
    ],
  ] as const)(
    '%s: the success message in the page language',
    async (lang, heading, apply, submit, message, certificate) => {
      await logInDemoMember();
      const { user } = await openCourse(paths.certificateBadminton(lang), heading);
      await user.click(applyButton(apply));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: certificate }), 'SI3-0147');
      await send(user, submit);
      expect(await within(dialog).findByRole('heading', { name: message })).toBeInTheDocument();
    },
  );

  it.each([
    [
      'ko',
      'TRIO 배드민턴 심판 3급',
      '이 일정으로 신청하기',
      '신청서 보내기',
      '잘못된 접근입니다.',
      /^자격증 번호/,
    ],
    ['zh', 'TRIO羽毛球三级裁判员培训', '报名这期培训', '提交报名', '访问无效。', /^证书编号/],
    [
      'es',
      'Árbitro TRIO de bádminton de nivel 3',
      'Solicitar esta fecha',
      'Enviar solicitud',
      'Acceso no válido.',
      /^Número de certificado/,
    ],
  ] as const)(
    '%s: the failure message in the page language',
    async (lang, heading, apply, submit, message, certificate) => {
      answer('post', 'certificate/request', 500);
      await logInDemoMember();
      const { user } = await openCourse(paths.certificateBadminton(lang), heading);
      await user.click(applyButton(apply));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: certificate }), 'SI3-0147');
      await send(user, submit);
      expect(await readAlert(user)).toBe(message);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );
});

describe('the request dialog for a visitor', () => {
  it('says an account is needed, with a login and a sign-up that return to the course', async () => {
    const { user } = await openCourse(paths.certificateBadminton('ko'), 'TRIO 배드민턴 심판 3급');
    await user.click(applyButton('이 과정 신청하기'));
    const dialog = await screen.findByRole('dialog', { name: 'TRIO 배드민턴 심판 3급 신청' });
    expect(
      within(dialog).getByText(/^자격연수는 TRIO 회원만 신청할 수 있습니다\./),
    ).toBeInTheDocument();
    const login = within(dialog).getByRole('link', { name: '로그인하고 신청하기' });
    expect(login).toHaveAttribute(
      'href',
      withRedirect(paths.authLogin('ko'), paths.certificateBadminton('ko')),
    );
    expect(login).toHaveAttribute(
      'href',
      '/ko/auth/login?redirect=%2Fko%2Fcertificate%2Fbadminton',
    );
    expect(within(dialog).getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      withRedirect(paths.authRegister('ko'), paths.certificateBadminton('ko')),
    );
    // The message comes before the form, whose button says what sending will do.
    const submit = within(dialog).getByRole('button', { name: '로그인하고 보내기' });
    expect(login.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing is prefilled for a visitor.
    expect(within(dialog).getByLabelText('이름')).toHaveValue('');
  });

  it('the login link keeps what was typed and leads to the login page, which returns to the course', async () => {
    const { user, router } = await openCourse(
      paths.certificateTableTennis('en'),
      'TRIO table tennis referee level 3',
    );
    await openDialog(user, 'Apply: TRIO table tennis referee level 3');
    await fill(user, labels.name, 'Park Jimin');
    await fill(user, labels.email, ' jimin.park@school.example ');
    await user.click(screen.getByRole('link', { name: 'Log in to apply' }));
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fcertificate%2Ftable-tennis');
    expect(readRequestDraft('table-tennis')).toMatchObject({ name: 'Park Jimin' });
    // The address is not asked for twice (WCAG 3.3.7), and it is not in the URL.
    expect(screen.getByLabelText(labels.email)).toHaveValue('jimin.park@school.example');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(window.location.href).not.toContain('jimin');
  });

  it('sending checks the form, sends nothing, and after login the dialog comes back filled in', async () => {
    const { user, router, unmount } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    await send(user, 'Log in and send');
    // Still the visitor's form, with what is missing marked.
    await waitFor(() =>
      expect(screen.getByLabelText(labels.name)).toHaveAttribute('aria-invalid', 'true'),
    );
    await fillTyped(user);
    await send(user, 'Log in and send');
    await findPageHeading('Log in');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fcertificate%2Fbadminton');
    expect(screen.getByLabelText(labels.email)).toHaveValue(typed[labels.email]);
    expect(certificateRequests()).toHaveLength(0);

    // Login ends in a full page load of the course page.
    unmount();
    useSession.setState(useSession.getInitialState(), true);
    await logInDemoMember();
    renderRoute(paths.certificateBadminton('en'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply: TRIO badminton referee level 3',
    });
    expect(
      await within(dialog).findByText(
        'You are logged in. Your application is as you left it: check it and send it.',
      ),
    ).toBeInTheDocument();
    for (const [label, value] of Object.entries(typed))
      expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    // The draft was read once: it is not left behind for the next visit.
    expect(readRequestDraft('badminton')).toBeNull();
    // The session chosen before logging in is still the one chosen.
    expect(within(dialog).getByRole('radio', { name: badmintonSession.label })).toBeChecked();
    await send(user);
    await confirmation();
    expect(certificateRequests()).toEqual([
      expect.objectContaining({
        course: 'badminton',
        sessionId: badmintonSession.id,
        certificateNumber: 'SI3-2025-0147',
        name: 'Park Jimin',
        memo: 'Two teachers from our school would like to attend in May.',
      }),
    ]);
  });

  it('a visitor who comes back without logging in finds the form filled in, not opened', async () => {
    const first = await openCourse(paths.certificateSport('en'), 'TRIO sport instructor level 3');
    await openDialog(first.user, 'Apply: TRIO sport instructor level 3');
    await fill(first.user, labels.name, 'Park Jimin');
    await first.user.click(screen.getByRole('link', { name: 'Log in to apply' }));
    await findPageHeading('Log in');
    first.unmount();

    const { user } = await openCourse(
      paths.certificateSport('en'),
      'TRIO sport instructor level 3',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog(user, 'Apply: TRIO sport instructor level 3');
    expect(screen.getByLabelText(labels.name)).toHaveValue('Park Jimin');
  });
});

describe('the request dialog: focus and keyboard', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus to its opener', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const opener = applyButton();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply: TRIO badminton referee level 3',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 14; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the second apply button at the end of the page gets focus back too', async () => {
    const { user } = await openCourse(
      paths.certificateSport('en'),
      'TRIO sport instructor level 3',
    );
    const buttons = screen.getAllByRole('button', { name: 'Apply for this course' });
    expect(buttons).toHaveLength(2);
    const last = buttons[1]!;
    await user.click(last);
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply: TRIO sport instructor level 3',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(last).toHaveFocus();
  });

  it('keeps what was typed when the dialog is closed by mistake', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    await fill(user, labels.memo, 'Half-written question');
    await user.keyboard('{Escape}');
    await openDialog(user);
    expect(screen.getByLabelText(labels.memo)).toHaveValue('Half-written question');
  });

  it('sends once: the button is disabled while the call runs and Enter is ignored', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post('*/api/v1/certificate/request', async () => {
        calls += 1;
        await gate;
        return HttpResponse.json({ code: 200 });
      }),
    );
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    const dialog = await openDialog(user);
    await fill(user, labels.certificateNumber, 'SI3-2025-0147');
    await send(user);
    const busy = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.click(within(dialog).getByLabelText(labels.name));
    await user.keyboard('{Enter}');
    fireEvent.submit(busy.closest('form')!);
    release();
    await confirmation();
    expect(calls).toBe(1);
  });
});

describe('the request dialog: validation and hostile input', () => {
  it('name, email, phone and the certificate number are required; position and memo are not', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    await send(user, 'Log in and send');
    for (const label of [labels.name, labels.email, labels.phone]) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Please fill in this field.'),
      );
    }
    expect(screen.getByLabelText(labels.certificateNumber)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your certificate number: this course requires it.'),
    );
    for (const label of [labels.position, labels.memo])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText(labels.name)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('a 10,000-character memo gets the length message, is kept and is not sent', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    const long = 'x'.repeat(10_000);
    const memo = await fill(user, labels.memo, long);
    await user.tab();
    expect(await screen.findByText('Please use at most 2000 characters.')).toBeInTheDocument();
    expect(memo).toHaveValue(long);
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    await send(user);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(memo).toHaveValue(long);
    expect(bodies).toHaveLength(0);
  });

  it('HTML and script are sent as plain text, never run or rendered', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'TRIO badminton referee level 3',
    );
    await openDialog(user);
    const hostileName = '<img src=x onerror="window.__pwned=1">Kim';
    const hostileMemo = '<script>window.__pwned=1</script> <b>bold</b> 한글 ñ 🙂';
    await fill(user, labels.name, hostileName);
    await fill(user, labels.certificateNumber, '2025-0147');
    await fill(user, labels.memo, hostileMemo);
    await send(user);
    await confirmation();
    expect(bodies[0]).toMatchObject({
      name: hostileName,
      certificateNumber: '2025-0147',
      memo: hostileMemo,
    });
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it.each(['abc', '12#4', '-0147', 'SI3 2025/0147', '１２３'])(
    'the certificate number %j: kept, and refused unless it looks like a number',
    async (value) => {
      await logInDemoMember();
      const { user } = await openCourse(
        paths.certificateBadminton('en'),
        'TRIO badminton referee level 3',
      );
      await openDialog(user);
      const field = await fill(user, labels.certificateNumber, value);
      await user.tab();
      expect(field).toHaveValue(value);
      const refused = ['abc', '12#4', '-0147'].includes(value);
      await waitFor(() => expect(field.getAttribute('aria-invalid') === 'true').toBe(refused));
      if (refused)
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('letters and digits, with spaces or hyphens between them.'),
        );
    },
  );

  it('the sport instructor course has no certificate field and needs none', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateSport('en'),
      'TRIO sport instructor level 3',
    );
    const dialog = await openDialog(user, 'Apply: TRIO sport instructor level 3');
    expect(within(dialog).queryByLabelText(labels.certificateNumber)).not.toBeInTheDocument();
    await send(user);
    await confirmation();
    expect(bodies).toEqual([
      expect.objectContaining({
        course: 'sport',
        sessionId: '2027-01-16-seoul-jamsil',
        certificateNumber: null,
        memo: '',
      }),
    ]);
  });

  it('validation messages follow the page language', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('es'),
      'Árbitro TRIO de bádminton de nivel 3',
    );
    await user.click(applyButton('Solicitar este curso'));
    await screen.findByRole('dialog');
    await fill(user, 'Correo electrónico (usuario)', 'docente@');
    await user.tab();
    expect(
      await screen.findByText('Indique una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
  });
});
