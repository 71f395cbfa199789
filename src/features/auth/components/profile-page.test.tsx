import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoMember, members } from '@/demo-api/db';
import { useSession } from '@/stores/session';
import { answer, fill, readAlert, unreachable, unreachableText } from '@/testing/forms';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';
import es from '../../../../locales/es/forms.json';
import ko from '../../../../locales/ko/forms.json';
import zh from '../../../../locales/zh/forms.json';

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
    expect(screen.getByLabelText('Email (login ID)')).toHaveValue(demoMember.email);
    expect(screen.getByLabelText('Email (login ID)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue('김하늘');
    // Stored as digits, shown as a Korean reader writes it.
    expect(screen.getByLabelText('Mobile or unique number')).toHaveValue('010-1234-5678');
    expect(screen.getByRole('link', { name: /^Read the Privacy Policy/ })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
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

    await fill(user, 'Current password (optional)', demoMember.password);
    await fill(user, 'New password (optional)', 'newpass1');
    await fill(user, 'Confirm new password (optional)', 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await readAlert(user);
    expect(bodies[1]).toMatchObject({
      currentPassword: demoMember.password,
      password: 'newpass1',
      passwordConfirm: 'newpass1',
    });
    expect(screen.getByLabelText('New password (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Current password (optional)')).toHaveValue('');
  });

  it('asks for the current password, as a password manager expects, only for a new password', async () => {
    const bodies = answer('post', 'user/update', 200);
    const { user } = await openProfile();
    const current = screen.getByLabelText('Current password (optional)');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('name', 'currentPassword');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveAccessibleDescription('Needed only to set a new password.');

    // Typed but no new password: not needed, not sent.
    await fill(user, 'Current password (optional)', 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await readAlert(user);
    expect(bodies[0]).not.toHaveProperty('currentPassword');

    await fill(user, 'Current password (optional)', '');
    await fill(user, 'New password (optional)', 'newpass1');
    await fill(user, 'Confirm new password (optional)', 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(current).toHaveAccessibleDescription(
      /Please enter your current password to set a new one\./,
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    expect(bodies).toHaveLength(1);
  });

  it('a wrong current password (401) is said next to it, with everything typed kept', async () => {
    const { user } = await openProfile();
    await fill(user, 'Name', 'Kim Haneul');
    await fill(user, 'Current password (optional)', 'not-the-password');
    await fill(user, 'New password (optional)', 'taken-over');
    await fill(user, 'Confirm new password (optional)', 'taken-over');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const current = screen.getByLabelText('Current password (optional)');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        /The current password is incorrect\. Please check it and try again\./,
      ),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(current).toHaveValue('not-the-password');
    expect(screen.getByLabelText('New password (optional)')).toHaveValue('taken-over');
    expect(screen.getByLabelText('Name')).toHaveValue('Kim Haneul');
    // The demo API refused it: nothing changed.
    expect(members.byId(demoMember.id)).toMatchObject({ password: demoMember.password });

    // Correcting it takes the message away; the right one changes the password.
    await fill(user, 'Current password (optional)', demoMember.password);
    expect(current).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await readAlert(user)).toBe('Profile information has been updated.');
    expect(members.byId(demoMember.id)).toMatchObject({ password: 'taken-over' });
  });

  it.each([
    ['ko', ko, '변경 내용 저장'],
    ['zh', zh, '保存修改'],
    ['es', es, 'Guardar cambios'],
  ] as const)('says a wrong current password in %s', async (lang, forms, submit) => {
    await logInDemoMember();
    const { user } = renderRoute(`/${lang}/auth/profile`);
    const label = (field: 'currentPassword' | 'newPassword' | 'newPasswordConfirm') =>
      `${forms.fields[field]} (${forms.optionalField})`;
    await findPageHeading();
    await screen.findByLabelText(label('currentPassword'), {}, { timeout: 5000 });
    await fill(user, label('currentPassword'), 'not-the-password');
    await fill(user, label('newPassword'), 'taken-over');
    await fill(user, label('newPasswordConfirm'), 'taken-over');
    await user.click(screen.getByRole('button', { name: submit }));
    const current = screen.getByLabelText(label('currentPassword'));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        expect.stringContaining(forms.validation.currentPasswordIncorrect),
      ),
    );
    expect(current).toHaveValue('not-the-password');
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
