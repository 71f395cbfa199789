import { act, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import { i18nFor, loadNamespaces } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { PageMeta } from './page-meta';

/** Every page of the table under `/:lang`, and the landing page, each with its own title. */
function renderPageMeta(url: string, lang: Language, noindex = false) {
  const element = (
    <I18nextProvider i18n={i18nFor(lang)}>
      <PageMeta title="Page title" description="What the page is about" noindex={noindex} />
    </I18nextProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/:lang/*', element },
    ],
    { initialEntries: [url] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** The head's `<meta>` tags whose `property` or `name` starts with og: or twitter:. */
function shareTags(): [string, string][] {
  return [...document.head.querySelectorAll('meta')]
    .map((meta): [string, string] => [
      meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
      meta.getAttribute('content') ?? '',
    ])
    .filter(([key]) => /^(og|twitter):/.test(key));
}

const content = (key: string) => shareTags().find(([name]) => name === key)?.[1];

beforeAll(async () => {
  await loadNamespaces('ko', ['common']);
  await loadNamespaces('zh', ['common']);
});

describe('PageMeta', () => {
  it('names the page, its address and its section’s share card, once each', async () => {
    renderPageMeta('/en/trio/rule', 'en');
    const image = `${env.siteOrigin}/share/en/trio.png`;
    const alt = 'TRIO · The sport · A sport for three teams';
    await waitFor(() =>
      expect(shareTags()).toEqual([
        ['og:type', 'website'],
        ['og:site_name', 'TRIO'],
        ['og:title', 'Page title | TRIO'],
        ['og:description', 'What the page is about'],
        ['og:url', `${env.siteOrigin}/en/trio/rule`],
        ['og:locale', 'en_US'],
        ['og:locale:alternate', 'ko_KR'],
        ['og:locale:alternate', 'zh_CN'],
        ['og:locale:alternate', 'es_ES'],
        ['og:image', image],
        ['og:image:type', 'image/png'],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['og:image:alt', alt],
        ['twitter:card', 'summary_large_image'],
        ['twitter:title', 'Page title | TRIO'],
        ['twitter:description', 'What the page is about'],
        ['twitter:image', image],
        ['twitter:image:alt', alt],
      ]),
    );
  });

  it('describes the card in the page’s language', async () => {
    renderPageMeta('/ko/company/map', 'ko');
    await waitFor(() => expect(content('og:image')).toBe(`${env.siteOrigin}/share/ko/company.png`));
    expect(content('og:image:alt')).toBe('TRIO · 회사소개 · 세 팀이 함께 겨루는 스포츠');
    expect(content('twitter:image:alt')).toBe('TRIO · 회사소개 · 세 팀이 함께 겨루는 스포츠');
    expect(content('og:locale')).toBe('ko_KR');
    expect(content('og:url')).toBe(`${env.siteOrigin}/ko/company/map`);
  });

  it('gives the landing page its own card, in English, the x-default', async () => {
    renderPageMeta('/', 'en');
    await waitFor(() => expect(content('og:image')).toBe(`${env.siteOrigin}/share/en/landing.png`));
    expect(content('og:image:alt')).toBe('TRIO · A sport for three teams');
    expect(content('og:url')).toBe(`${env.siteOrigin}/`);
    expect(content('og:locale')).toBe('en_US');
  });

  it('replaces the tags on an in-app navigation, so they name the new page', async () => {
    const { router } = renderPageMeta('/zh/home', 'zh');
    await waitFor(() => expect(content('og:image')).toBe(`${env.siteOrigin}/share/zh/home.png`));
    await act(() => router.navigate('/zh/certificate/sport'));
    await waitFor(() => expect(content('og:url')).toBe(`${env.siteOrigin}/zh/certificate/sport`));
    expect(content('og:image')).toBe(`${env.siteOrigin}/share/zh/certificate.png`);
    expect(content('og:image:alt')).toBe('TRIO · 认证培训 · 三队同场竞技的运动');
    // Replaced, not added: each tag once (the three alternate locales aside).
    const keys = shareTags()
      .map(([key]) => key)
      .filter((key) => key !== 'og:locale:alternate');
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys).toHaveLength(16);
  });

  it('shares nothing from a page kept out of search engines', async () => {
    renderPageMeta('/en/auth/login', 'en', true);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      ),
    );
    expect(shareTags()).toEqual([]);
  });

  it('has Open Graph tags but no card outside every section', async () => {
    renderPageMeta('/en/auth/login', 'en');
    await waitFor(() => expect(content('og:url')).toBe(`${env.siteOrigin}/en/auth/login`));
    expect(content('og:image')).toBeUndefined();
    expect(content('twitter:card')).toBeUndefined();
  });
});
