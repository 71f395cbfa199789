import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { saveRequestDraft } from '@/features/courses/lib/request-draft';
import { useSession } from '@/stores/session';
import { fill, readAlert } from '@/testing/forms';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

const KEY = 'trio-course-request';

const draft = {
  sessionId: '',
  name: 'Park Jimin',
  position: '',
  email: 'jimin.park@school.example',
  phone: '010-9876-5432',
  memo: 'Two of us',
  certificateNumber: '',
};

async function logOutFromHeader(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Log out' }));
  return readAlert(user);
}

describe('what is kept for a visitor goes with the session', () => {
  it('a logout deletes the course request draft, whichever page it happens on', async () => {
    await logInDemoMember();
    // Typed by someone before logging in, never read back (they went elsewhere).
    saveRequestDraft('sport', draft);
    const { user } = renderRoute('/en/company');
    await findPageHeading();
    expect(await logOutFromHeader(user)).toBe('You have been logged out.');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a failed logout keeps it, as the member is still logged in', async () => {
    server.use(http.get('*/api/v1/auth/logout', () => HttpResponse.json({ code: 500 })));
    await logInDemoMember();
    saveRequestDraft('sport', draft);
    const { user } = renderRoute('/en/company');
    await findPageHeading();
    expect(await logOutFromHeader(user)).toBe(
      'Logging out failed, so you are still logged in. Please try again.',
    );
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  it('the app deletes an expired draft when it starts', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ course: 'sport', savedAt: Date.now() - 31 * 60_000, values: draft }),
    );
    renderRoute('/en/home');
    await findPageHeading();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('what a member typed in a closed request dialog is gone for the next person', async () => {
    await logInDemoMember();
    const { user } = renderRoute(paths.certificateSport('en'));
    await findPageHeading('TRIO sport instructor level 3');
    const open = async () => {
      await user.click(screen.getAllByRole('button', { name: 'Apply for this course' })[0]!);
      return screen.findByRole(
        'dialog',
        { name: 'Apply: TRIO sport instructor level 3' },
        { timeout: 5000 },
      );
    };
    let dialog = await open();
    await fill(user, 'Requests (optional)', 'My private question');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await logOutFromHeader(user)).toBe('You have been logged out.');
    expect(useSession.getState().userId).toBeNull();

    dialog = await open();
    expect(within(dialog).getByLabelText('Requests (optional)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });
});
