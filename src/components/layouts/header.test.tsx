import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render';
import { useSession } from '@/stores/session';
import { logInDemoMember } from '@/testing/session';
import { readAlert } from '@/testing/forms';

describe('header', () => {
  it('links every section of the site', async () => {
    renderRoute('/en/home');
    await findPageHeading();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const expected = [
      ['Company', '/en/company'],
      ['The sport', '/en/trio'],
      ['Certification training', '/en/certificate'],
      ['Buy points', '/en/point'],
      ['Products', '/en/product'],
      ['Community', '/en/community'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows login and sign-up to a visitor once the session is known', async () => {
    renderRoute('/en/home');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/en/auth/register',
    );
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows profile and logout to a member, and logs out without a reload', async () => {
    await logInDemoMember();
    const { user, router } = renderRoute('/en/trio');
    const logout = await screen.findByRole('button', { name: 'Log out' });
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/en/auth/profile',
    );

    await user.click(logout);
    // Said, not only shown: the alert confirms it, and focus lands on the link that replaced
    // the logout button rather than on the body.
    expect(await readAlert(user)).toBe('You have been logged out.');
    const login = await screen.findByRole('link', { name: 'Log in' });
    await waitFor(() => expect(login).toHaveFocus());
    expect(useSession.getState().userId).toBeNull();
    expect(router.state.location.pathname).toBe('/en/trio');
  });

  it.each([
    ['en', 'Log out', 'Logging out failed, so you are still logged in. Please try again.'],
    ['ko', '로그아웃', '로그아웃하지 못했습니다. 아직 로그인된 상태이니 다시 시도해 주세요.'],
    ['zh', '退出登录', '退出登录失败，您仍处于登录状态，请重试。'],
    [
      'es',
      'Cerrar sesión',
      'No se ha podido cerrar la sesión: sigue con la sesión iniciada. Inténtelo de nuevo.',
    ],
  ])('a failed logout (%s) keeps the member logged in and says so', async (lang, name, text) => {
    const { server } = await import('@/testing/msw-server');
    const { http, HttpResponse } = await import('msw');
    let fail = true;
    server.use(
      http.get('*/api/v1/auth/logout', () =>
        fail ? HttpResponse.json({ code: 503 }, { status: 503 }) : undefined,
      ),
    );
    await logInDemoMember();
    const { user } = renderRoute(`/${lang}/trio`);
    await findPageHeading();
    const logout = await screen.findByRole('button', { name }, { timeout: 5000 });
    await user.click(logout);
    expect(await readAlert(user)).toBe(text);
    // Still a member, on the page and in the demo API: the next user/info says so too.
    expect(useSession.getState().userId).not.toBeNull();
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await useSession.getState().refresh(lang as 'en');
    expect(useSession.getState().userId).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());

    // Trying again when the API answers ends the session.
    fail = false;
    await user.click(screen.getByRole('button', { name }));
    await readAlert(user);
    await waitFor(() => expect(useSession.getState().userId).toBeNull());
    await useSession.getState().refresh(lang as 'en');
    expect(useSession.getState().userId).toBeNull();
  });

  it('closes the phone menu on logout, and confirms it in the page language', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    try {
      await logInDemoMember();
      const { user } = renderRoute('/ko/trio');
      const logout = await screen.findByRole('button', { name: '로그아웃' });
      const calls = hidePopover.mock.calls.length;
      await user.click(logout);
      expect(hidePopover.mock.calls.length).toBeGreaterThan(calls);
      expect(await readAlert(user)).toBe('로그아웃되었습니다.');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    }
  });

  it('login and sign-up bring the visitor back to the page they are on', async () => {
    const { router } = renderRoute('/en/community/notice?page=2');
    const login = await screen.findByRole('link', { name: 'Log in' });
    const back = encodeURIComponent('/en/community/notice?page=2');
    expect(login).toHaveAttribute('href', `/en/auth/login?redirect=${back}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/en/auth/register?redirect=${back}`,
    );

    // From the home page, where login goes anyway, the links stay plain.
    await router.navigate('/en/home');
    await findPageHeading('Three teams, one game');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login');
  });

  it('asks who is logged in on the first navigation, once', async () => {
    let calls = 0;
    const { server } = await import('@/testing/msw-server');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/user/info', () => {
        calls += 1;
        return HttpResponse.json({
          code: 200,
          result: { id: 3, email: 'a@b.c', name: 'A', position: '', phone: '' },
        });
      }),
    );
    const { user } = renderRoute('/en/home');
    await screen.findByRole('button', { name: 'Log out' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: 'Company',
      }),
    );
    await findPageHeading('About the company');
    expect(calls).toBe(1);
  });

  it('keeps the session links space until the session is known', async () => {
    const { server } = await import('@/testing/msw-server');
    const { http, HttpResponse } = await import('msw');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/user/info', async () => {
        await answered;
        return HttpResponse.json({ code: 401 });
      }),
    );
    renderRoute('/en/home');
    await findPageHeading();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(document.querySelector('.session-links--pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    answer();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the phone menu as a native popover, which works before the app', async () => {
    renderRoute('/en/home');
    await findPageHeading();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menuId = toggle.getAttribute('popovertarget') ?? '';
    const menu = document.getElementById(menuId);
    // Opening, Escape, a tap outside and aria-expanded are the browser's (e2e/no-script.e2e.ts).
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(
      within(menu as HTMLElement).getByRole('navigation', { name: 'Main menu' }),
    ).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'English' })).toBeVisible();
  });

  it('closes the phone menu when a link in it navigates inside the app', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    try {
      const { user } = renderRoute('/en/home');
      await findPageHeading();
      const calls = hidePopover.mock.calls.length;
      await user.click(
        within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
          name: 'Products',
        }),
      );
      await findPageHeading('Products');
      await waitFor(() => expect(hidePopover.mock.calls.length).toBeGreaterThan(calls));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    }
  });
});

describe('footer', () => {
  it('shows the company details from the configuration in the page language', async () => {
    renderRoute('/ko/home');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('(주)트리오스포츠')).toBeInTheDocument();
    expect(within(footer).getByText('214-88-43127')).toBeInTheDocument();
    // Korean law asks an online seller to show its mail-order business report number.
    expect(within(footer).getByText('통신판매업 신고번호')).toBeInTheDocument();
    expect(within(footer).getByText('2024-서울서초-1187')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '02-6952-3710' })).toHaveAttribute(
      'href',
      'tel:+82-2-6952-3710',
    );
    expect(
      within(footer).getAllByRole('link', { name: 'contact@trio-sport.example' })[0],
    ).toHaveAttribute('href', 'mailto:contact@trio-sport.example');
  });

  it('links the terms and, in bold, the privacy policy, and names the privacy officer and host', async () => {
    renderRoute('/ko/company');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: '약관 및 정책' });
    expect(within(legal).getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/ko/terms',
    );
    const privacy = within(legal).getByRole('link', { name: '개인정보 처리방침' });
    expect(privacy).toHaveAttribute('href', '/ko/privacy');
    expect(privacy.querySelector('strong')).toHaveTextContent('개인정보 처리방침');
    expect(within(footer).getByText('개인정보 보호책임자').nextElementSibling).toHaveTextContent(
      '김태윤(대표), contact@trio-sport.example',
    );
    expect(within(footer).getByText('호스팅 서비스 제공자').nextElementSibling).toHaveTextContent(
      'Netlify, Inc.',
    );
    // The FTC's page on the business, found by the registration number without its hyphens.
    expect(within(footer).getByRole('link', { name: /^사업자정보 확인/ })).toHaveAttribute(
      'href',
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148843127',
    );
  });
});
