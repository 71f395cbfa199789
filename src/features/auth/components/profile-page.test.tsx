import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { useSession } from '@/stores/session';
import { logInDemoMember } from '@/testing/session';

async function openProfile() {
  await logInDemoMember();
  const view = renderRoute('/en/auth/profile');
  await findPageHeading('Edit profile');
  await screen.findByLabelText('Name');
  return view;
}

describe('profile', () => {
  it('sends a visitor to log in, with a way back, once the session is known', async () => {
    const { router } = renderRoute('/en/auth/profile');
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fauth%2Fprofile');
  });

  it('is prefilled from the session, with the email read-only', async () => {
    await openProfile();
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue('demo@trio-sport.example');
    expect(screen.getByLabelText('Email (login ID)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue('김하늘');
    // Stored as digits, shown as a Korean reader writes it.
    expect(screen.getByLabelText('Mobile or unique number')).toHaveValue('010-1234-5678');
  });

  it('200: re-fetches user info, then "Profile information has been updated."', async () => {
    const { user } = await openProfile();
    let infoCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v1/user/info')) infoCalls += 1;
    });
    await fill(user, 'Name', '김하늘 선생님');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await readAlert(user)).toBe('Profile information has been updated.');
    expect(infoCalls).toBe(1);
    expect(useSession.getState().profile?.name).toBe('김하늘 선생님');
    server.events.removeAllListeners('request:start');
  });

  it('checks a new password with the same rules and messages as registration', async () => {
    const bodies = answer('post', 'user/update', 200);
    const { user } = await openProfile();
    await fill(user, 'New password (optional)', 'x'.repeat(129));
    await fill(user, 'Confirm new password (optional)', 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const password = screen.getByLabelText('New password (optional)');
    expect(password).toHaveAccessibleDescription(/Please use at most 128 characters\./);
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await fill(user, 'New password (optional)', '12345');
    await fill(user, 'Confirm new password (optional)', '12345');
    expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters long\./);
    expect(bodies).toEqual([]);
  });

  it('sends the formatted phone as the digits the API stores', async () => {
    const bodies = answer('post', 'user/update', 200);
    const { user } = await openProfile();
    await fill(user, 'Mobile or unique number', '010 2345 0000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await readAlert(user);
    expect(bodies[0]).toMatchObject({ phone: '01023450000' });
  });

  it('sends a new password only when one was typed', async () => {
    const bodies = answer('post', 'user/update', 200);
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await readAlert(user);
    expect(bodies[0]).toEqual({
      name: '김하늘',
      position: '서울 한빛초등학교 체육교사',
      phone: '01012345678',
    });

    await fill(user, 'New password (optional)', 'newpass1');
    await fill(user, 'Confirm new password (optional)', 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await readAlert(user);
    expect(bodies[1]).toMatchObject({ password: 'newpass1', passwordConfirm: 'newpass1' });
    expect(screen.getByLabelText('New password (optional)')).toHaveValue('');
  });

  it('checks a new password with the same rules', async () => {
    const { user } = await openProfile();
    await fill(user, 'New password (optional)', 'abc');
    await fill(user, 'Confirm new password (optional)', 'abd');
    await user.tab();
    expect(
      await screen.findByText('Password must be at least 6 characters long.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it.each([401, 500])(
    'code %i: "Error: Failed to update profile information." and typed values stay',
    async (code) => {
      answer('post', 'user/update', code);
      const { user } = await openProfile();
      await fill(user, 'Name', 'Changed name');
      await fill(user, 'Affiliation (optional)', 'Changed school');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await readAlert(user)).toBe('Error: Failed to update profile information.');
      expect(screen.getByLabelText('Name')).toHaveValue('Changed name');
      expect(screen.getByLabelText('Affiliation (optional)')).toHaveValue('Changed school');
    },
  );

  it('unreachable: the "cannot reach the server" message and typed values stay', async () => {
    unreachable('post', 'user/update');
    const { user } = await openProfile();
    await fill(user, 'Name', 'Offline edit');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await readAlert(user)).toBe(unreachableText);
    expect(screen.getByLabelText('Name')).toHaveValue('Offline edit');
  });

  it('logging out on the profile page leads to the login page', async () => {
    server.use(http.get('*/api/v1/auth/logout', () => HttpResponse.json({ code: 200 })));
    const { router } = await openProfile();
    await useSession.getState().logout('en');
    await findPageHeading('Log in');
    expect(router.state.location.pathname).toBe('/en/auth/login');
  });
});
