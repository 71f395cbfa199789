import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths, withRedirect } from '@/config/paths';
import { useSession } from '@/stores/session';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { certificateRequests, demoMember } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

const labels = {
  course: 'Course',
  name: 'Name',
  position: 'Affiliation (optional)',
  email: 'Email (login ID)',
  phone: 'Mobile or unique number',
  memo: 'Inquiry (optional)',
} as const;

const typed = {
  [labels.name]: 'Park Jimin',
  [labels.position]: 'Busan Haeundae Middle School',
  [labels.email]: 'jimin.park@school.example',
  [labels.phone]: '010-9876-5432',
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

async function openDialog(user: UserEvent, title = 'Apply: Badminton referee level 3') {
  await user.click(applyButton());
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
      'Badminton referee level 3',
    );
    const dialog = await openDialog(user);
    const course = within(dialog).getByLabelText(labels.course);
    expect(course).toHaveValue('Badminton referee level 3');
    expect(course).toHaveAttribute('readonly');
    expect(course).toHaveAttribute('name', 'course');
    expect(within(dialog).getByLabelText(labels.name)).toHaveValue(demoMember.name);
    expect(within(dialog).getByLabelText(labels.position)).toHaveValue(demoMember.position);
    expect(within(dialog).getByLabelText(labels.email)).toHaveValue(demoMember.email);
    expect(within(dialog).getByLabelText(labels.phone)).toHaveValue(demoMember.phone);
    expect(within(dialog).getByLabelText(labels.memo)).toHaveValue('');
    // A member is not asked to log in.
    expect(within(dialog).queryByRole('link', { name: 'Log in to apply' })).not.toBeInTheDocument();
  });

  it('every input is labelled and named after its API field', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
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
      'memo',
    ]);
    for (const [name, label] of Object.entries(labels))
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('name', name);
  });

  it('fills the form in when the profile arrives after the dialog opened', async () => {
    await logInDemoMember();
    const { user } = renderRoute(paths.certificateSport('en'));
    await findPageHeading('Sport instructor level 3');
    await user.click(applyButton());
    expect(await screen.findByDisplayValue(demoMember.email)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(labels.name)).toHaveValue(demoMember.name);
  });

  it('200: "Certificate training application completed.", the dialog closes, focus returns', async () => {
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
    );
    await openDialog(user);
    await fill(user, labels.memo, 'Referee certificate no. SI3-2025-0147');
    await send(user);
    expect(await readAlert(user)).toBe('Certificate training application completed.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applyButton()).toHaveFocus();
    // The demo API received it with the member's session.
    expect(certificateRequests()).toEqual([
      {
        course: 'badminton',
        name: demoMember.name,
        position: demoMember.position,
        email: demoMember.email,
        phone: demoMember.phone,
        memo: 'Referee certificate no. SI3-2025-0147',
      },
    ]);
    // A new application starts again from the profile, not from what was sent.
    await openDialog(user);
    expect(screen.getByLabelText(labels.memo)).toHaveValue('');
  });

  it('sends the API field names, the course value and a normalised phone', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateTableTennis('en'),
      'Table tennis referee level 3',
    );
    await openDialog(user, 'Apply: Table tennis referee level 3');
    await fillTyped(user);
    await send(user);
    await readAlert(user);
    expect(bodies).toEqual([
      {
        course: 'table-tennis',
        name: 'Park Jimin',
        position: 'Busan Haeundae Middle School',
        email: 'jimin.park@school.example',
        phone: '01098765432',
        memo: 'Two teachers from our school would like to attend in May.',
      },
    ]);
  });

  it.each([401, 500, 403])(
    'code %i: "Invalid access.", the dialog stays open and every typed value stays',
    async (code) => {
      answer('post', 'certificate/request', code);
      await logInDemoMember();
      const { user } = await openCourse(
        paths.certificateBadminton('en'),
        'Badminton referee level 3',
      );
      await openDialog(user);
      await fillTyped(user);
      await send(user);
      expect(await readAlert(user)).toBe('Invalid access.');
      const dialog = screen.getByRole('dialog', { name: 'Apply: Badminton referee level 3' });
      for (const [label, value] of Object.entries(typed))
        expect(within(dialog).getByLabelText(label)).toHaveValue(value);
      // Focus is back in the dialog, ready to try again.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    },
  );

  it('code 0: the "cannot reach the server" message, values and dialog kept', async () => {
    unreachable('post', 'certificate/request');
    await logInDemoMember();
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
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
      '배드민턴 심판 3급',
      '이 과정 신청하기',
      '신청서 보내기',
      '자격연수 신청이 완료되었습니다.',
    ],
    ['zh', '羽毛球三级裁判员培训', '报名本课程', '提交报名', '认证培训报名已完成。'],
    [
      'es',
      'Árbitro de bádminton de nivel 3',
      'Solicitar este curso',
      'Enviar solicitud',
      'La solicitud de formación de certificación se ha completado.',
    ],
  ] as const)(
    '%s: the success message in the page language',
    async (lang, heading, apply, submit, message) => {
      await logInDemoMember();
      const { user } = await openCourse(paths.certificateBadminton(lang), heading);
      await user.click(applyButton(apply));
      await screen.findByRole('dialog');
      await send(user, submit);
      expect(await readAlert(user)).toBe(message);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['ko', '배드민턴 심판 3급', '이 과정 신청하기', '신청서 보내기', '잘못된 접근입니다.'],
    ['zh', '羽毛球三级裁判员培训', '报名本课程', '提交报名', '无效的访问。'],
    [
      'es',
      'Árbitro de bádminton de nivel 3',
      'Solicitar este curso',
      'Enviar solicitud',
      'Acceso no válido.',
    ],
  ] as const)(
    '%s: the failure message in the page language',
    async (lang, heading, apply, submit, message) => {
      answer('post', 'certificate/request', 500);
      await logInDemoMember();
      const { user } = await openCourse(paths.certificateBadminton(lang), heading);
      await user.click(applyButton(apply));
      await screen.findByRole('dialog');
      await send(user, submit);
      expect(await readAlert(user)).toBe(message);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    },
  );
});

describe('the request dialog for a visitor', () => {
  it('says an account is needed, with a login that returns to the course and a sign-up link', async () => {
    const { user } = await openCourse(paths.certificateBadminton('ko'), '배드민턴 심판 3급');
    await user.click(applyButton('이 과정 신청하기'));
    const dialog = await screen.findByRole('dialog', { name: '배드민턴 심판 3급 신청' });
    expect(
      within(dialog).getByText(
        '자격연수는 TRIO 회원만 신청할 수 있습니다. 로그인하시면 이 페이지로 바로 돌아옵니다.',
      ),
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
      paths.authRegister('ko'),
    );
    // The message comes before the form.
    const form = within(dialog).getByRole('button', { name: '신청서 보내기' });
    expect(login.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing is prefilled for a visitor.
    expect(within(dialog).getByLabelText('이름')).toHaveValue('');
  });

  it('the login link leads to the login page, which will return to the course', async () => {
    const { user, router } = await openCourse(
      paths.certificateTableTennis('en'),
      'Table tennis referee level 3',
    );
    await openDialog(user, 'Apply: Table tennis referee level 3');
    await user.click(screen.getByRole('link', { name: 'Log in to apply' }));
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fcertificate%2Ftable-tennis');
  });

  it('the demo API refuses a visitor (401): "Invalid access." and the values stay', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
    );
    await openDialog(user);
    await fillTyped(user);
    await send(user);
    expect(await readAlert(user)).toBe('Invalid access.');
    for (const [label, value] of Object.entries(typed))
      expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(certificateRequests()).toHaveLength(0);
  });
});

describe('the request dialog: focus and keyboard', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus to its opener', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
    );
    const opener = applyButton();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Badminton referee level 3' });
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
    const { user } = await openCourse(paths.certificateSport('en'), 'Sport instructor level 3');
    const buttons = screen.getAllByRole('button', { name: 'Apply for this course' });
    expect(buttons).toHaveLength(2);
    const last = buttons[1]!;
    await user.click(last);
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Sport instructor level 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(last).toHaveFocus();
  });

  it('keeps what was typed when the dialog is closed by mistake', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
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
      'Badminton referee level 3',
    );
    const dialog = await openDialog(user);
    await send(user);
    const busy = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.click(within(dialog).getByLabelText(labels.name));
    await user.keyboard('{Enter}');
    fireEvent.submit(busy.closest('form')!);
    release();
    expect(await readAlert(user)).toBe('Certificate training application completed.');
    expect(calls).toBe(1);
  });
});

describe('the request dialog: validation and hostile input', () => {
  it('name, email and phone are required; position and memo are not', async () => {
    const bodies = answer('post', 'certificate/request', 200);
    const { user } = await openCourse(
      paths.certificateBadminton('en'),
      'Badminton referee level 3',
    );
    await openDialog(user);
    await send(user);
    for (const label of [labels.name, labels.email, labels.phone]) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Please fill in this field.'),
      );
    }
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
      'Badminton referee level 3',
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
      'Badminton referee level 3',
    );
    await openDialog(user);
    const hostileName = '<img src=x onerror="window.__pwned=1">Kim';
    const hostileMemo = '<script>window.__pwned=1</script> <b>bold</b> 한글 ñ 🙂';
    await fill(user, labels.name, hostileName);
    await fill(user, labels.memo, hostileMemo);
    await send(user);
    await readAlert(user);
    expect(bodies[0]).toMatchObject({ name: hostileName, memo: hostileMemo });
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('validation messages follow the page language', async () => {
    const { user } = await openCourse(
      paths.certificateBadminton('es'),
      'Árbitro de bádminton de nivel 3',
    );
    await user.click(applyButton('Solicitar este curso'));
    await screen.findByRole('dialog');
    await fill(user, 'Correo electrónico (usuario)', 'docente@');
    await user.tab();
    expect(
      await screen.findByText('Introduzca una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
  });
});
