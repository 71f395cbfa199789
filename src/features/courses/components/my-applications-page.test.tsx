import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { answer, unreachable } from '@/testing/forms';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

describe('My applications', () => {
  it('lists the demo member’s applications, newest first, with session, date applied and status', async () => {
    await logInDemoMember();
    renderRoute(paths.authApplications('en'));
    await findPageHeading('My course applications');
    const list = await screen.findByRole('list', { name: 'My course applications' });
    const items = within(list).getAllByRole('listitem');
    const courses = items.map((item) => within(item).getByRole('heading').textContent);
    expect(courses).toEqual([
      'TRIO badminton referee level 3',
      'TRIO table tennis referee level 3',
      'TRIO pickleball referee level 3',
      'TRIO badminton referee level 3',
      'TRIO sport instructor level 3',
    ]);
    const first = within(items[0]!);
    expect(first.getByText('Received')).toBeInTheDocument();
    expect(first.getByText('Saturday 10 April 2027, 09:00–18:00')).toBeInTheDocument();
    expect(
      first.getByText('Yeomju Gymnasium, 278 Geumhwa-ro, Seo-gu, Gwangju'),
    ).toBeInTheDocument();
    // 23:48 UTC on 27 November is the 28th in Seoul.
    expect(first.getByText('28 November 2026')).toBeInTheDocument();
    expect(items.map((item) => item.querySelector('.my-application__status')?.textContent)).toEqual(
      ['Received', 'Place confirmed, awaiting payment', 'Paid', 'Cancelled', 'Completed'],
    );
  });

  it('in Korean, with the statuses in Korean', async () => {
    await logInDemoMember();
    renderRoute(paths.authApplications('ko'));
    await findPageHeading('내 자격연수 신청 내역');
    expect(await screen.findByText('수료')).toBeInTheDocument();
    expect(screen.getByText('2026년 9월 12일 (토), 09:00–18:00')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    answer('get', 'certificate/requests', 200, { result: { items: [] } });
    await logInDemoMember();
    renderRoute(paths.authApplications('en'));
    expect(await screen.findByText('You have not applied for a course yet.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See the courses and their dates' }),
    ).toBeInTheDocument();
  });

  it('an error offers a retry that loads the list', async () => {
    unreachable('get', 'certificate/requests');
    await logInDemoMember();
    const { user } = renderRoute(paths.authApplications('en'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer('get', 'certificate/requests', 200, {
      result: {
        items: [
          {
            id: 9,
            course: 'sport',
            sessionId: null,
            createdAt: '2026-11-01T00:00:00Z',
            status: 'received',
          },
          { id: 'bad', course: 'tennis', sessionId: null, createdAt: 'x', status: 'received' },
        ],
      },
    });
    await user.click(retry);
    expect(await screen.findByText('Date to be confirmed')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My course applications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('without a session: the login page, which returns here', async () => {
    const { router } = renderRoute(paths.authApplications('en'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fauth%2Fapplications');
  });

  it('is linked from the profile page', async () => {
    await logInDemoMember();
    renderRoute(paths.authProfile('en'));
    expect(await screen.findByRole('link', { name: 'My course applications' })).toHaveAttribute(
      'href',
      '/en/auth/applications',
    );
  });
});
