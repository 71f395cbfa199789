import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember } from '@/demo-api/db';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';

const assign = vi.fn();

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});

async function openLogin(url = '/en/auth/login') {
  const view = renderRoute(url);
  await findPageHeading(url.startsWith('/en/') ? 'Log in' : undefined);
  return view;
}

async function logIn(
  user: Awaited<ReturnType<typeof openLogin>>['user'],
  email = demoMember.email,
  password = demoMember.password,
) {
  await fill(user, 'Email (login ID)', email);
  await fill(user, 'Password', password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('200: a full page load of the home page in the current language', async () => {
    const { user } = await openLogin('/ko/auth/login');
    await fill(user, '이메일(아이디)', demoMember.email);
    await fill(user, '비밀번호', demoMember.password);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ko/home'));
    expect(screen.getByRole('button', { name: '전송 중…' })).toBeDisabled();
  });

  it('401: "Incorrect email or password.", keeps the email and clears the password', async () => {
    const { user } = await openLogin();
    await logIn(user, demoMember.email, 'wrong-password');
    expect(await readAlert(user)).toBe('Incorrect email or password.');
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue(demoMember.email);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // The server's answer stays as the form's error, and the emptied password is not one.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Incorrect email or password.',
    );
    expect(screen.queryByText('Please fill in this field.')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('any other code: "Invalid access."', async () => {
    answer('post', 'auth/login', 500, { status: 500 });
    const { user } = await openLogin();
    await logIn(user);
    expect(await readAlert(user)).toBe('Invalid access.');
  });

  it('code 401 inside an HTTP 200 still counts as 401', async () => {
    answer('post', 'auth/login', 401);
    const { user } = await openLogin();
    await logIn(user);
    expect(await readAlert(user)).toBe('Incorrect email or password.');
  });

  it('unreachable server: the "cannot reach the server" message and a usable form', async () => {
    unreachable('post', 'auth/login');
    const { user } = await openLogin();
    await logIn(user);
    expect(await readAlert(user)).toBe(unreachableText);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue(demoMember.email);
  });

  it('a server slower than 10 s counts as unreachable', async () => {
    server.use(http.post('*/api/v1/auth/login', () => delay('infinite')));
    const { user } = await openLogin();
    await fill(user, 'Email (login ID)', demoMember.email);
    await fill(user, 'Password', demoMember.password);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    screen.getByRole('button', { name: 'Log in' }).click();
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(await readAlert(user)).toBe(unreachableText);
  });

  it.each([
    ['//evil.example', '/en/home'],
    ['https://evil.example', '/en/home'],
    ['/\\evil', '/en/home'],
    ['javascript:alert(1)', '/en/home'],
    ['/en/certificate/sport', '/en/certificate/sport'],
    ['/en/community/notice?page=2#top', '/en/community/notice?page=2#top'],
    ['https:/evil.example', '/en/home'],
    ['http://localhost:3000/en/home', '/en/home'],
    ['\\\\evil.example', '/en/home'],
    ['/\t/evil.example', '/en/home'],
    ['/%0a/evil.example', '/en/home'],
    [' //evil.example', '/en/home'],
    ['data:text/html,<script>alert(1)</script>', '/en/home'],
    ['JaVaScRiPt:alert(1)', '/en/home'],
    ['/xx/home', '/en/home'],
    ['', '/en/home'],
  ])('redirect=%s goes to %s', async (redirect, expected) => {
    const { user } = await openLogin(`/en/auth/login?redirect=${encodeURIComponent(redirect)}`);
    await logIn(user);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(expected));
  });

  it('keeps the page to return to between login and sign-up', async () => {
    const back = encodeURIComponent('/en/certificate/sport');
    const { user, router } = await openLogin(`/en/auth/login?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/en/auth/register?redirect=${back}`,
    );
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await findPageHeading('Create an account');
    expect(router.state.location.search).toBe(`?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/en/auth/login?redirect=${back}`,
    );
  });

  it('a visitor who comes by themselves finds it empty, with nothing focused for them', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue('');
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });

  it('sends one request however often the visitor submits', async () => {
    let calls = 0;
    // The answer waits until the test has looked: a slow machine must not answer in between.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/v1/auth/login', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ code: 401 });
      }),
    );
    const { user } = await openLogin();
    await fill(user, 'Email (login ID)', demoMember.email);
    await fill(user, 'Password', demoMember.password);
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer();
    await readAlert(user);
    expect(calls).toBe(1);
  });

  it('validates before calling: required fields and the email format, in Spanish too', async () => {
    const bodies = answer('post', 'auth/login', 200);
    const { user } = await openLogin('/es/auth/login');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Complete este campo.')).toHaveLength(2);
    expect(screen.getByLabelText('Correo electrónico (usuario)')).toHaveFocus();
    await fill(user, 'Correo electrónico (usuario)', 'not-an-email');
    await user.tab();
    expect(
      await screen.findByText('Indique una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico (usuario)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = await fill(user, 'Password', 'secret1');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    // One mechanism: the label changes, nothing also says "pressed".
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('links to sign up, find ID, find password and the site', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your ID?' })).toHaveAttribute(
      'href',
      '/en/auth/find-email',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/auth/find-password',
    );
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  });
});
