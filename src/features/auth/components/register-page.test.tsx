import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoMember } from '@/demo-api/db';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { findPageHeading, renderRoute } from '@/testing/render';

async function openRegister(url = '/en/auth/register') {
  const view = renderRoute(url);
  await findPageHeading();
  return view;
}

async function agreeTo(user: UserEvent, document: 'Terms of Service' | 'Privacy Policy') {
  await user.click(screen.getByRole('button', { name: `Read and agree: ${document}` }));
  const dialog = await screen.findByRole('dialog', { name: document });
  await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
}

const valid = {
  'Email (login ID)': 'new.teacher@school.example',
  Password: 'secret12',
  'Confirm password': 'secret12',
  Name: '박지민',
  'Affiliation (optional)': '부산 해운대중학교',
  'Mobile or unique number': '010-9876-5432',
};

async function fillValid(user: UserEvent, values: Partial<typeof valid> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...values }))
    await fill(user, label, value);
}

async function submitValid(user: UserEvent) {
  await fillValid(user);
  await agreeTo(user, 'Terms of Service');
  await agreeTo(user, 'Privacy Policy');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('register', () => {
  it('200: "Registration completed successfully.", then the login page', async () => {
    const { user, router } = await openRegister();
    await submitValid(user);
    expect(await readAlert(user)).toBe('Registration completed successfully.');
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
  });

  it('200: the login page has the new address filled in and the password focused', async () => {
    const { user, router } = await openRegister();
    await submitValid(user);
    await readAlert(user);
    await findPageHeading('Log in');
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue('new.teacher@school.example');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    // Handed over in the router state: the address never appears in the URL.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
  });

  it('200: a page to return to (?redirect=) is carried on to the login page', async () => {
    const { user, router } = await openRegister(
      `/en/auth/register?redirect=${encodeURIComponent('/en/certificate/sport')}`,
    );
    await submitValid(user);
    await readAlert(user);
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fcertificate%2Fsport');
  });

  it('200: a redirect to another site is dropped', async () => {
    const { user, router } = await openRegister(
      `/en/auth/register?redirect=${encodeURIComponent('//evil.example/en/home')}`,
    );
    await submitValid(user);
    await readAlert(user);
    await findPageHeading('Log in');
    expect(router.state.location.search).toBe('');
  });

  it('sends the API field names, a normalised phone and both agreements', async () => {
    const bodies = answer('post', 'user', 200);
    const { user } = await openRegister();
    await submitValid(user);
    await readAlert(user);
    expect(bodies[0]).toEqual({
      email: 'new.teacher@school.example',
      password: 'secret12',
      passwordConfirm: 'secret12',
      name: '박지민',
      position: '부산 해운대중학교',
      phone: '01098765432',
      agreeTerms: true,
      agreePrivacy: true,
    });
  });

  it.each([
    [401, 'Invalid access.'],
    [411, 'Email is already in use.'],
    [500, 'Error: 500'],
    [403, 'Error: 403'],
  ])('code %i: "%s", and every typed value stays', async (code, message) => {
    answer('post', 'user', code);
    const { user, router } = await openRegister();
    await submitValid(user);
    expect(await readAlert(user)).toBe(message);
    expect(router.state.location.pathname).toBe('/en/auth/register');
    for (const [label, value] of Object.entries(valid))
      expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  it('the demo API answers 411 for an address already registered', async () => {
    const { user } = await openRegister();
    await fillValid(user, { 'Email (login ID)': demoMember.email });
    await agreeTo(user, 'Terms of Service');
    await agreeTo(user, 'Privacy Policy');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await readAlert(user)).toBe('Email is already in use.');
  });

  it('unreachable server: the "cannot reach the server" message', async () => {
    unreachable('post', 'user');
    const { user } = await openRegister();
    await submitValid(user);
    expect(await readAlert(user)).toBe(unreachableText);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('cannot be sent until both agreements are given; sending says which one is missing', async () => {
    const bodies = answer('post', 'user', 200);
    const { user } = await openRegister();
    await fillValid(user);
    // Always usable (and reachable with Tab): it explains instead of staying silent.
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeEnabled();
    expect(
      screen.getByText('Read and agree to the Terms of Service and the Privacy Policy to sign up.'),
    ).toBeInTheDocument();

    await user.click(submit);
    const terms = screen.getByRole('button', { name: 'Read and agree: Terms of Service' });
    const privacy = screen.getByRole('button', { name: 'Read and agree: Privacy Policy' });
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAccessibleDescription(
      'Read the Terms of Service and agree to them to sign up.',
    );
    expect(privacy).toHaveAccessibleDescription(
      'Read the Privacy Policy and agree to it to sign up.',
    );
    expect(bodies).toHaveLength(0);

    // Closing the dialog is not agreeing.
    await user.click(terms);
    const termsDialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(termsDialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
    await user.click(within(termsDialog).getByRole('button', { name: 'Close' }));
    expect(terms).toHaveAccessibleDescription(/agree to them to sign up/);

    await agreeTo(user, 'Terms of Service');
    expect(
      screen.queryByText('Read the Terms of Service and agree to them to sign up.'),
    ).not.toBeInTheDocument();
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Read and agree: Privacy Policy' })).toHaveFocus(),
    );
    expect(bodies).toHaveLength(0);

    await agreeTo(user, 'Privacy Policy');
    expect(screen.queryByText(/agree to it to sign up/)).not.toBeInTheDocument();
    await user.click(submit);
    expect(await readAlert(user)).toBe('Registration completed successfully.');
    expect(bodies).toHaveLength(1);
  });

  it('a field to fix comes before a missing agreement', async () => {
    const { user } = await openRegister();
    await fillValid(user, { Name: '' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(
      screen.getByRole('button', { name: 'Read and agree: Terms of Service' }),
    ).toHaveAccessibleDescription('Read the Terms of Service and agree to them to sign up.');
  });

  it('in Korean, the missing agreements are said in Korean', async () => {
    const { user } = await openRegister('/ko/auth/register');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('이용약관을 읽고 동의해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 처리방침을 읽고 동의해 주세요.')).toBeInTheDocument();
  });

  it('the agreement dialog shows the text its page shows, and links to that page', async () => {
    const { user } = await openRegister('/zh/auth/register');
    await user.click(screen.getByRole('button', { name: '阅读并同意: 隐私政策' }));
    const dialog = await screen.findByRole('dialog', { name: '隐私政策' });
    // From content/privacy.json, with the facts of content/legal.json filled in.
    expect(
      await within(dialog).findByRole('heading', { name: '第六条之二（个人信息的跨境转移）' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('版本1.0（生效日期：2026年3月1日）')).toBeInTheDocument();
    expect(dialog.textContent).toContain('（四）接收方：Netlify, Inc.');
    expect(dialog.textContent).not.toMatch(/\{\{/);
    // A new window: the form keeps what was typed.
    const page = within(dialog).getByRole('link', { name: /^在页面中查看全文/ });
    expect(page).toHaveAttribute('href', '/zh/privacy');
    expect(page).toHaveAttribute('target', '_blank');
  });

  it('links the privacy policy from the form itself', async () => {
    await openRegister();
    expect(screen.getByRole('link', { name: /^Read the Privacy Policy/ })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
  });

  it('the agreement dialog traps focus, closes with Escape and returns focus', async () => {
    const { user } = await openRegister();
    const opener = screen.getByRole('button', { name: 'Read and agree: Privacy Policy' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getAllByText('Not agreed yet', { selector: '.agreements__state' })).toHaveLength(
      2,
    );
  });
});

describe('register validation', () => {
  it.each([
    [
      'en',
      'Sign up',
      'Password',
      'Confirm password',
      'Password must be at least 6 characters long.',
      'Passwords do not match.',
    ],
    [
      'es',
      'Registrarse',
      'Contraseña',
      'Confirmar contraseña',
      'La contraseña debe tener al menos 6 caracteres.',
      'Las contraseñas no coinciden.',
    ],
  ])(
    '%s: the spec password messages word for word',
    async (lang, submit, password, confirm, tooShort, mismatch) => {
      const { user } = await openRegister(`/${lang}/auth/register`);
      await fill(user, password, '12345');
      await fill(user, confirm, '123456');
      await user.tab();
      expect(await screen.findByText(tooShort)).toBeInTheDocument();
      expect(screen.getByText(mismatch)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    },
  );

  it.each([
    [
      'en',
      'Mobile or unique number',
      'Please enter a mobile number, an 11-digit unique number or an international number.',
      'Email (login ID)',
      'Please enter a valid email address.',
      'Please fill in this field.',
    ],
    [
      'es',
      'Teléfono o número identificativo',
      'Indique un número de teléfono, un número identificativo de 11 dígitos o un número internacional.',
      'Correo electrónico (usuario)',
      'Indique una dirección de correo electrónico válida.',
      'Complete este campo.',
    ],
  ])(
    '%s: phone, email and required messages',
    async (lang, phoneLabel, phoneMessage, emailLabel, emailMessage, required) => {
      const { user } = await openRegister(`/${lang}/auth/register`);
      await fill(user, phoneLabel, '02-123-4567');
      await fill(user, emailLabel, 'teacher@');
      await user.tab();
      expect(await screen.findByText(phoneMessage)).toBeInTheDocument();
      expect(screen.getByText(emailMessage)).toBeInTheDocument();
      const name = screen.getByLabelText(lang === 'en' ? 'Name' : 'Nombre');
      await user.click(name);
      await user.paste('   ');
      await user.tab();
      await vi.waitFor(() => expect(name).toHaveAccessibleDescription(required));
      expect(name).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('messages re-translate when the language changes', async () => {
    const { user } = await openRegister();
    await fill(user, 'Password', '123');
    await user.tab();
    expect(
      await screen.findByText('Password must be at least 6 characters long.'),
    ).toBeInTheDocument();
    const switcher = screen.getByRole('navigation', { name: 'Choose a language' });
    await user.click(within(switcher).getByRole('link', { name: 'Español' }));
    expect(
      await screen.findByText('La contraseña debe tener al menos 6 caracteres.'),
    ).toBeInTheDocument();
  });

  it('accepts Korean mobiles with or without hyphens, 11-digit unique numbers and international numbers', async () => {
    const { user } = await openRegister();
    for (const phone of [
      '010-1234-5678',
      '01012345678',
      '011 234 5678',
      '12345678901',
      '+82 10 1234 5678',
    ]) {
      await fill(user, 'Mobile or unique number', phone);
      await user.tab();
      expect(screen.queryByText(/Please enter a mobile number/)).not.toBeInTheDocument();
    }
  });
});

describe('register with hostile or unusual input', () => {
  const long = 'x'.repeat(10_000);

  it('a 10,000-character value gets a length message and is kept', async () => {
    const { user } = await openRegister();
    for (const label of ['Name', 'Affiliation (optional)', 'Email (login ID)']) {
      const field = await fill(user, label, long);
      await user.tab();
      expect(field).toHaveValue(long);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(
      screen.getAllByText(/Please use at most \d+ characters\./).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('HTML, script, emoji and right-to-left text are sent as plain text, never executed', async () => {
    const bodies = answer('post', 'user', 200);
    // Right-to-left letters are text; a bidi override is refused (validation.test.ts).
    const hostileName = '<img src=x onerror="window.__pwned=1">🙂 مرحبا abc';
    const hostilePosition = '<script>window.__pwned=1</script> Ünïcode ñ 한글';
    const { user } = await openRegister();
    await fillValid(user, { Name: hostileName, 'Affiliation (optional)': hostilePosition });
    await agreeTo(user, 'Terms of Service');
    await agreeTo(user, 'Privacy Policy');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await readAlert(user);
    expect(bodies[0]).toMatchObject({ name: hostileName, position: hostilePosition });
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('NUL and control characters get a message instead of being sent', async () => {
    const bodies = answer('post', 'user', 200);
    const { user } = await openRegister();
    await fillValid(user, { Name: 'Kim\u0000\u0007' });
    await user.tab();
    expect(await screen.findByText(/This field contains invisible characters/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
