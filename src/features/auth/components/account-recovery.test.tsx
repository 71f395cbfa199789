import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoMember } from '@/demo-api/db';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';

describe('find ID', () => {
  it('200: shows the email registered with the name and phone', async () => {
    const { user } = renderRoute('/en/auth/find-email');
    await findPageHeading('Find your ID');
    await fill(user, 'Name', '김하늘');
    await fill(user, 'Mobile or unique number', '010-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Find my ID' }));
    const status = await screen.findByText(demoMember.email);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in with this ID' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
  });

  it('not found: "Registered ID (e-mail) not found." and the values stay', async () => {
    const { user } = renderRoute('/en/auth/find-email');
    await findPageHeading('Find your ID');
    await fill(user, 'Name', 'Nobody');
    await fill(user, 'Mobile or unique number', '01099998888');
    await user.click(screen.getByRole('button', { name: 'Find my ID' }));
    expect(await readAlert(user)).toBe('Registered ID (e-mail) not found.');
    expect(screen.getByLabelText('Name')).toHaveValue('Nobody');
  });

  it('a 200 without an email is not a result', async () => {
    answer('post', 'auth/find-email', 200, { result: { email: 42 } });
    const { user } = renderRoute('/en/auth/find-email');
    await findPageHeading('Find your ID');
    await fill(user, 'Name', '김하늘');
    await fill(user, 'Mobile or unique number', '01012345678');
    await user.click(screen.getByRole('button', { name: 'Find my ID' }));
    expect(await readAlert(user)).toBe('Registered ID (e-mail) not found.');
  });

  it('unreachable: the "cannot reach the server" message', async () => {
    unreachable('post', 'auth/find-email');
    const { user } = renderRoute('/en/auth/find-email');
    await findPageHeading('Find your ID');
    await fill(user, 'Name', '김하늘');
    await fill(user, 'Mobile or unique number', '01012345678');
    await user.click(screen.getByRole('button', { name: 'Find my ID' }));
    expect(await readAlert(user)).toBe(unreachableText);
  });
});

describe('find password and reset', () => {
  it('the whole demo flow: request, demo link, new password, log in with it', async () => {
    let sentBody: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/auth/find-password')) sentBody = await request.clone().json();
    });
    const { user, router } = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(user, 'Email (login ID)', demoMember.email);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(
      await screen.findByText(
        `If ${demoMember.email} belongs to an account, we have sent it a link`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(sentBody).toEqual({ email: demoMember.email, lang: 'en' });
    server.events.removeAllListeners('request:start');

    await user.click(screen.getByRole('link', { name: 'Set a new password' }));
    await findPageHeading('Set a new password');
    expect(router.state.location.pathname).toMatch(/^\/en\/reset\/password\/[0-9a-f]{48}$/);
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );

    await fill(user, 'New password', 'brand-new-1');
    await fill(user, 'Confirm new password', 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const status = await screen.findByText('Password has been changed.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Log in with your new password' }));
    await findPageHeading('Log in');

    const login = await fetch('http://localhost:3000/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoMember.email, password: 'brand-new-1' }),
    });
    expect(await login.json()).toEqual({ code: 200 });
  });

  it('answers the same for an unknown address, without a link', async () => {
    const { user } = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(user, 'Email (login ID)', 'nobody@school.example');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(
      await screen.findByText(/If nobody@school.example belongs to an account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
  });

  it('ignores a demo link that is not an internal path', async () => {
    answer('post', 'auth/find-password', 200, {
      result: { demoResetPath: 'https://evil.example/en/reset' },
    });
    const { user } = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(user, 'Email (login ID)', demoMember.email);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    await screen.findByText(`If ${demoMember.email} belongs to an account`, { exact: false });
    expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
  });

  it('any code but 0 shows the same confirmation; code 0 the "cannot reach the server" message', async () => {
    answer('post', 'auth/find-password', 500, { status: 500 });
    const first = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(first.user, 'Email (login ID)', demoMember.email);
    await first.user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText(/we have sent it a link/)).toBeInTheDocument();
    first.unmount();

    unreachable('post', 'auth/find-password');
    const second = renderRoute('/en/auth/find-password');
    await findPageHeading('Reset your password');
    await fill(second.user, 'Email (login ID)', demoMember.email);
    await second.user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await readAlert(second.user)).toBe(unreachableText);
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue(demoMember.email);
  });

  it('reset with a bad or used token: "Invalid access."', async () => {
    const { user } = renderRoute('/en/reset/password/not-a-real-token');
    await findPageHeading('Set a new password');
    await fill(user, 'New password', 'brand-new-1');
    await fill(user, 'Confirm new password', 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await readAlert(user)).toBe('Invalid access.');
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-1');
    // The alert is the spec's; the page then says why and offers the way forward.
    expect(
      screen
        .getByText(
          'This reset link has expired or has already been used. Request a new one to set your password.',
        )
        .closest('[role="status"]'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await findPageHeading('Reset your password');
  });

  it('reset sends the token from the URL to the API only', async () => {
    const bodies = answer('post', 'auth/reset-password', 200);
    const { user } = renderRoute('/es/reset/password/tok%2F123');
    await findPageHeading('Cree una nueva contraseña');
    await fill(user, 'Nueva contraseña', 'abcdef');
    await fill(user, 'Confirmar nueva contraseña', 'abcdeg');
    await user.tab();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await fill(user, 'Confirmar nueva contraseña', 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('La contraseña se ha cambiado.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ token: 'tok/123', password: 'abcdef', passwordConfirm: 'abcdef' });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('tok/123');
  });

  it('takes the token out of the address bar and the history once read, and still uses it', async () => {
    const bodies = answer('post', 'auth/reset-password', 200);
    // The address bar as the e-mailed link opened it, with the router's key in history.state.
    const linkPath = '/en/reset/password/0123abcd';
    window.history.replaceState({ key: 'k1', idx: 0 }, '', linkPath);
    try {
      const historyLength = window.history.length;
      const { user } = renderRoute(linkPath);
      await findPageHeading('Set a new password');
      // Replaced, not pushed: Back does not lead to the token either.
      expect(window.location.pathname).toBe('/en/auth/find-password');
      expect(window.location.href).not.toContain('0123abcd');
      expect(window.history.length).toBe(historyLength);
      expect(window.history.state).toEqual({ key: 'k1', idx: 0 });
      expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
        'content',
        'no-referrer',
      );

      await fill(user, 'New password', 'brand-new-1');
      await fill(user, 'Confirm new password', 'brand-new-1');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('Password has been changed.')).toBeInTheDocument();
      // The form is gone with the button that had focus: focus goes to the way on (WCAG 2.4.3).
      expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveFocus();
      expect(bodies[0]).toMatchObject({ token: '0123abcd' });
      expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('0123abcd');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('reset: unreachable server', async () => {
    server.use(http.post('*/api/v1/auth/reset-password', () => Response.error()));
    const { user } = renderRoute('/en/reset/password/abc');
    await findPageHeading('Set a new password');
    await fill(user, 'New password', 'brand-new-1');
    await fill(user, 'Confirm new password', 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await readAlert(user)).toBe(unreachableText);
    expect(within(document.body).getByRole('button', { name: 'Change password' })).toBeEnabled();
    // Not reaching the server says nothing about the link.
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });
});
