import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { findPageHeading, renderRoute } from '@/testing/render';

/** Each language's entry: its button's text (in that language) and where it goes. */
const entries = [
  { lang: 'ko', enter: '홈페이지 바로가기', slogan: /^세 팀, 3세트\./, href: '/ko/home' },
  { lang: 'en', enter: 'Enter the site', slogan: /^Three teams\. Three sets\./, href: '/en/home' },
  { lang: 'zh', enter: '进入网站', slogan: /^三支队伍，三局较量。/, href: '/zh/home' },
  {
    lang: 'es',
    enter: 'Entrar al sitio',
    slogan: /^Tres equipos\. Tres mangas\./,
    href: '/es/home',
  },
] as const;

const choices = [
  ['한국어', '/ko/home'],
  ['English', '/en/home'],
  ['中文', '/zh/home'],
  ['Español', '/es/home'],
] as const;

const entryLink = (name: string) => screen.getByRole('link', { name });

/** The entry buttons that are the primary one: the detected language's, and only it. */
function primaryEntries() {
  return entries.filter(({ enter }) => entryLink(enter).classList.contains('button--primary'));
}

async function openLanding() {
  const view = renderRoute('/');
  expect(await findPageHeading('TRIO')).toBeInTheDocument();
  return view;
}

describe('landing page', () => {
  it('shows an entry in each language, written in that language, and the four choices', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'en']);
    await openLanding();
    for (const { lang, enter, slogan, href } of entries) {
      const link = entryLink(enter);
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('hreflang', lang);
      const entry = screen.getByText(slogan).closest('li');
      expect(entry).toHaveAttribute('lang', lang);
      expect(entry).toContainElement(link);
    }
    const nav = screen.getByRole('navigation', { name: 'Choose a language' });
    for (const [name, href] of choices) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    // The detected language is emphasised; the page itself stays in the x-default English.
    await waitFor(() => expect(primaryEntries().map(({ lang }) => lang)).toEqual(['zh']));
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('A sport for three teams | TRIO');
  });

  it('has the head of the x-default page: canonical /, alternates to every home page', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR']);
    await openLanding();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${env.siteOrigin}/`,
      ),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^TRIO is a sport for three teams/),
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['ko', `${env.siteOrigin}/ko/home`],
      ['en', `${env.siteOrigin}/en/home`],
      ['zh', `${env.siteOrigin}/zh/home`],
      ['es', `${env.siteOrigin}/es/home`],
      ['x-default', `${env.siteOrigin}/`],
    ]);
  });

  it('emphasises the cookie language before the browser languages, and English last', async () => {
    document.cookie = 'i18n_redirected=es; path=/';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko-KR']);
    const first = await openLanding();
    await waitFor(() => expect(primaryEntries().map(({ lang }) => lang)).toEqual(['es']));
    first.unmount();

    document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const second = await openLanding();
    await waitFor(() => expect(primaryEntries().map(({ lang }) => lang)).toEqual(['ko']));
    second.unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    await openLanding();
    await waitFor(() => expect(primaryEntries().map(({ lang }) => lang)).toEqual(['en']));
  });

  it('remembers the entry chosen, even when it is not the detected language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    const { user, router } = await openLanding();
    await user.click(entryLink('홈페이지 바로가기'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ko/home'));
    await findPageHeading();
    expect(document.documentElement.lang).toBe('ko');
    expect(document.cookie).toContain('i18n_redirected=ko');
  });

  it('remembers the language chosen in the list of languages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    const { user, router } = await openLanding();
    await user.click(screen.getByRole('link', { name: 'Español' }));
    await findPageHeading('Tres equipos, un partido');
    expect(router.state.location.pathname).toBe('/es/home');
    expect(document.cookie).toContain('i18n_redirected=es');
  });
});
