import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render';
import { returnTarget } from './session-links';

describe('blank layout (account pages)', () => {
  it('has the skip link, and its bar is a banner landmark', async () => {
    const { user } = renderRoute('/en/auth/login');
    await findPageHeading('Log in');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /TRIO/ })).toHaveAttribute('href', '/en/home');
    expect(
      within(banner).getByRole('navigation', { name: 'Choose a language' }),
    ).toBeInTheDocument();

    // The first stop of the keyboard, and it leads to the form.
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('is in the page language', async () => {
    renderRoute('/ko/auth/register');
    await findPageHeading();
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toBeInTheDocument();
  });
});

describe('returnTarget', () => {
  it.each([
    ['/en/community/notice', '?page=2', '/en/community/notice?page=2'],
    ['/en/certificate/sport', '', '/en/certificate/sport'],
    ['/en/home', '', undefined],
    ['/en/auth/login', '', undefined],
    ['/en/auth/profile', '', undefined],
    ['/en/reset/password/abc123', '', undefined],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(returnTarget('en', { pathname, search })).toBe(expected);
  });
});
