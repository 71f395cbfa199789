import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render';

describe('landing page', () => {
  it('offers an entry in the browser language and all four languages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']);
    renderRoute('/');
    expect(await findPageHeading('TRIO')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '进入网站' })).toHaveAttribute(
      'href',
      '/zh/home',
    );
    expect(document.documentElement.lang).toBe('zh');
    for (const [name, href] of [
      ['한국어', '/ko/home'],
      ['English', '/en/home'],
      ['中文', '/zh/home'],
      ['Español', '/es/home'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('uses the language cookie before the browser languages, and English last', async () => {
    document.cookie = 'i18n_redirected=es; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR']);
    const first = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Entrar al sitio' })).toHaveAttribute(
      'href',
      '/es/home',
    );
    first.unmount();

    document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Enter the site' })).toHaveAttribute(
      'href',
      '/en/home',
    );
  });

  it('remembers the language chosen on the landing page', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Español' }));
    await findPageHeading('Tres equipos, un partido');
    expect(router.state.location.pathname).toBe('/es/home');
    expect(document.cookie).toContain('i18n_redirected=es');
  });
});
