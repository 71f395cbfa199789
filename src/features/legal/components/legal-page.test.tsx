import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/config/languages';
import type { LegalDocument, LegalVersion } from '@/config/legal-documents';
import { languages } from '@/config/languages';
import { i18nFor, loadNamespaces } from '@/lib/i18n';
import { findPageHeading, renderRoute, renderWithProviders } from '@/testing/render';
import { LegalPage } from './legal-page';

const text = (heading: string, body: string): LegalVersion['text'] =>
  Object.fromEntries(languages.map((lang) => [lang, [{ heading, body }]])) as LegalVersion['text'];

/** Three versions: one replaced, one in effect on 29 November 2026, one announced ahead. */
const document: LegalDocument = {
  versions: [
    { version: '1.0', effectiveDate: '2026-03-01', text: text('Old', 'Old text.') },
    {
      version: '1.1',
      effectiveDate: '2026-09-01',
      text: text(
        'Article 1 ({{companyName}})',
        'Write to {{officerEmail}}.\n\nSince {{effectiveDate}}.',
      ),
    },
    { version: '2.0', effectiveDate: '2027-01-01', text: text('New', 'New text.') },
  ],
};

function renderDocument(url: string, lang: Language = 'en') {
  const element = (
    <I18nextProvider i18n={i18nFor(lang)}>
      <LegalPage name="terms" document={document} />
    </I18nextProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/:lang/terms', element },
      { path: '/:lang/terms/:date', element },
    ],
    { initialEntries: [url] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await Promise.all(languages.map((lang) => loadNamespaces(lang, ['common', 'legal', 'dates'])));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The visitor's clock: Korean time. */
const visitOn = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
};

describe('a legal page', () => {
  it('shows the version in effect on the day of the visit, its facts filled in', () => {
    visitOn('2026-11-29T10:00:00+09:00');
    renderDocument('/en/terms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(
      screen.getByText('Version 1.1 (effective date: 1 September 2026)', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Article 1 (TRIO Sports Co., Ltd.)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Write to contact@trio-sport.example.')).toBeInTheDocument();
    expect(screen.getByText('Since 1 September 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists every version, newest first, each earlier and later one by its own address', () => {
    visitOn('2026-11-29T10:00:00+09:00');
    renderDocument('/en/terms');
    const list = within(screen.getByRole('region', { name: 'All versions' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Version 2.0 (effective date: 1 January 2027) (not yet in effect)',
      'Version 1.1 (effective date: 1 September 2026) (in effect)',
      'Version 1.0 (effective date: 1 March 2026) (earlier version)',
    ]);
    expect(list.getByRole('link', { name: /^Version 1\.0/ })).toHaveAttribute(
      'href',
      '/en/terms/2026-03-01',
    );
    expect(list.getByRole('link', { name: /^Version 2\.0/ })).toHaveAttribute(
      'href',
      '/en/terms/2027-01-01',
    );
    // The version on screen is not a link to itself.
    expect(list.queryByRole('link', { name: /^Version 1\.1/ })).not.toBeInTheDocument();
  });

  it('shows an earlier version at its address, saying so, with the way to the one in effect', () => {
    visitOn('2026-11-29T10:00:00+09:00');
    renderDocument('/ko/terms/2026-03-01', 'ko');
    expect(
      screen.getByText('버전 1.0(시행일: 2026년 3월 1일)', { selector: 'p' }),
    ).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('이 버전은 더 이상 시행되지 않습니다.');
    expect(within(note).getByRole('link', { name: '현재 시행 중인 버전 보기' })).toHaveAttribute(
      'href',
      '/ko/terms',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Old' })).toBeInTheDocument();
  });

  it('says when a version announced ahead takes effect', () => {
    visitOn('2026-11-29T10:00:00+09:00');
    renderDocument('/es/terms/2027-01-01', 'es');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Esta versión entra en vigor el 1 de enero de 2027; hasta entonces se aplica la versión vigente.',
    );
  });

  it('takes the new version at midnight in Korea, not on the build machine’s day', () => {
    visitOn('2026-12-31T23:59:00+09:00');
    const { unmount } = renderDocument('/en/terms');
    expect(screen.getByText(/^Version 1\.1/, { selector: 'p' })).toBeInTheDocument();
    unmount();
    visitOn('2027-01-01T00:00:00+09:00');
    renderDocument('/en/terms');
    expect(screen.getByText(/^Version 2\.0/, { selector: 'p' })).toBeInTheDocument();
  });

  it('answers an address no version takes effect on with the way to the one in effect', () => {
    visitOn('2026-11-29T10:00:00+09:00');
    renderDocument('/en/terms/2026-03-02');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Read the version in effect' })).toHaveAttribute(
      'href',
      '/en/terms',
    );
  });
});

describe('the terms and the privacy policy from the content', () => {
  it.each(languages)(
    '%s: both pages show their text with every placeholder filled in',
    async (lang) => {
      for (const page of ['terms', 'privacy'] as const) {
        const { unmount } = renderRoute(`/${lang}/${page}`);
        await findPageHeading();
        const main = screen.getByRole('main');
        expect(main.textContent).not.toMatch(/\{\{|\}\}/);
        expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
        unmount();
      }
    },
  );

  it('names in the privacy policy who processes data, the transfer abroad and the browser storage', async () => {
    renderRoute('/en/privacy');
    await findPageHeading('Privacy Policy');
    const main = screen.getByRole('main');
    for (const fact of [
      // Entrustment (PIPA Art. 26) and transfer abroad (Art. 28-8), from content/legal.json.
      '(a) Netlify, Inc.: hosting the website',
      '(b) Where to: the United States',
      '(d) To whom: Netlify, Inc. (privacy contact: privacy@netlify.com).',
      // What the browser keeps, named as the code names it (src/config).
      'Language cookie (i18n_redirected)',
      'is kept for 365 days',
      'under trio.popup.closedThisVisit',
      'under trio.popup.hiddenUntil',
      'under trio-course-request',
      'deleted after 30 minutes',
      // The measurement article of issue #47.
      'Article 9-2 (Website statistics and error reports)',
      // The privacy officer and the address, from the company facts.
      'Privacy officer: Taeyoon Kim (CEO) / Email: contact@trio-sport.example / Phone: +82-2-6952-3710',
      'TRIO Sports Lab, 11F Kyobo Tower B, 465 Gangnam-daero',
    ]) {
      expect(main.textContent).toContain(fact);
    }
  });

  it('writes the Korean privacy officer’s phone number as Koreans do', async () => {
    renderRoute('/ko/privacy');
    await findPageHeading('개인정보 처리방침');
    expect(screen.getByRole('main').textContent).toContain(
      '개인정보 보호책임자: 김태윤(대표) / 이메일: contact@trio-sport.example / 전화: 02-6952-3710',
    );
  });
});
