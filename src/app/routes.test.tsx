import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/config/languages';
import { pageNames, pages as pageTable, type PageName } from '@/config/pages';
import { paths } from '@/config/paths';
import { findPageHeading, renderRoute } from '@/testing/render';
import { logInDemoMember } from '@/testing/session';

type PageCopy = { heading: string; meta: { title: string } };
type LocaleFile = Record<string, PageCopy>;
const localeFiles = import.meta.glob<LocaleFile>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Where each page's heading and title live: [namespace, key], or the whole file without a key. */
const copyKeys: Record<PageName, [string, string?]> = {
  home: ['home', 'home'],
  point: ['point', 'point'],
  product: ['product', 'product'],
  trio: ['trio', 'overview'],
  trioIntroduction: ['trio', 'introduction'],
  trioRule: ['trio', 'rule'],
  trioApp: ['trio', 'app'],
  company: ['company', 'overview'],
  companyCeo: ['company', 'ceo'],
  companyMap: ['company', 'map'],
  companyFuture: ['company', 'future'],
  community: ['community', 'overview'],
  communityNotice: ['community', 'notice'],
  communityNoticeDetail: ['community', 'noticeDetail'],
  communityGallery: ['community', 'gallery'],
  communityVideo: ['community', 'video'],
  communityReference: ['community', 'reference'],
  inquiry: ['inquiry', 'page'],
  certificate: ['certificate', 'overview'],
  certificateSport: ['course-sport'],
  certificateBadminton: ['course-badminton'],
  certificatePickleball: ['course-pickleball'],
  certificateTableTennis: ['course-table-tennis'],
  terms: ['legal', 'terms'],
  privacy: ['legal', 'privacy'],
  termsVersion: ['legal', 'terms'],
  privacyVersion: ['legal', 'privacy'],
  authLogin: ['auth', 'login'],
  authRegister: ['auth', 'register'],
  authProfile: ['auth', 'profile'],
  authApplications: ['course-request', 'applications'],
  authFindEmail: ['auth', 'findEmail'],
  authFindPassword: ['auth', 'findPassword'],
  resetPassword: ['auth', 'resetPassword'],
};

function copyOf(lang: Language, page: PageName): PageCopy {
  const [namespace, key] = copyKeys[page];
  const file = localeFiles[`../../locales/${lang}/${namespace}.json`];
  const copy = key === undefined ? (file as PageCopy | undefined) : file?.[key];
  if (!copy) throw new Error(`No copy for ${lang}/${page}`);
  return copy;
}

/** A real URL for each page (parameters filled). */
function urlOf(lang: Language, page: PageName): string {
  if (page === 'communityNoticeDetail') return paths.communityNoticeDetail(lang, { id: 1 });
  if (page === 'resetPassword') return paths.resetPassword(lang, { token: 'demo-token' });
  if (page === 'termsVersion') return paths.termsVersion(lang, { date: '2026-03-01' });
  if (page === 'privacyVersion') return paths.privacyVersion(lang, { date: '2026-03-01' });
  return (paths[page] as (lang: Language) => string)(lang);
}

const pages = pageNames;

type Tree = { [key: string]: unknown };
function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keyPaths(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Every translation key, bare and with its namespace: a page showing one of these lost a string. */
const allKeys = new Set(
  Object.entries(
    import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' }),
  ).flatMap(([file, tree]) => {
    const ns = file.replace(/^.*\/(\w+)\.json$/, '$1');
    return keyPaths(tree).flatMap((key) => [key, `${ns}:${key}`]);
  }),
);

function visibleKeys(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (allKeys.has(text)) found.push(text);
  }
  const attributes = [
    ...document.querySelectorAll('[aria-label], [alt], [title], meta[content]'),
  ].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'content'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [
    ...found,
    ...attributes.filter((value) => allKeys.has(value)),
    ...(allKeys.has(document.title) ? [document.title] : []),
  ];
}

describe('route tree', () => {
  it('has a route for every page of spec section 2, the legal pages and the inquiry page (#45)', () => {
    expect(pages).toHaveLength(34);
  });

  describe.each(languages)('in %s', (lang) => {
    it.each(pages)('%s resolves to its page in the right layout', async (page) => {
      // The profile and applications pages are for members; a visitor is sent to log in.
      if (page === 'authProfile' || page === 'authApplications') await logInDemoMember();
      const { unmount } = renderRoute(urlOf(lang, page));
      const copy = copyOf(lang, page);
      expect(await findPageHeading(copy.heading)).toBeInTheDocument();
      // The page table decides the layout and whether search engines may index the page.
      const chrome = pageTable[page].layout === 'chrome';
      // Both have a banner (the blank layout's holds only the brand and the language choice).
      expect(screen.getByRole('banner')).toBeInTheDocument();
      const common = localeFiles[`../../locales/${lang}/common.json`] as unknown as {
        nav: { label: string };
      };
      expect(screen.queryByRole('navigation', { name: common.nav.label }) !== null).toBe(chrome);
      expect(screen.queryByRole('contentinfo') !== null).toBe(chrome);
      const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content');
      expect(robots).toBe(pageTable[page].indexed ? undefined : 'noindex, nofollow');
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
      // A notice is titled by its own title, which comes from the API (WCAG 2.4.2).
      const title =
        page === 'communityNoticeDetail'
          ? (await screen.findByRole('heading', { level: 1 })).textContent
          : copy.meta.title;
      await waitFor(() => expect(document.title).toBe(`${title} | TRIO`));
      expect(
        document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ).toBeTruthy();
      expect(visibleKeys(), 'translation keys shown as text').toEqual([]);
      unmount();
    });
  });
});

describe('redirects and unknown paths', () => {
  it('sends /<lang> to /<lang>/home', async () => {
    const { router } = renderRoute('/ko');
    expect(await findPageHeading(copyOf('ko', 'home').heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ko/home');
  });

  it('sends an unknown path under a valid prefix to the landing page', async () => {
    const { router } = renderRoute('/en/no-such-page/deeper');
    expect(await findPageHeading('TRIO')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/fr/home', '/foo', '/.well-known/security.txt', '/EN/home', '/en-US/home'])(
    'shows the 404 page for %s',
    async (url) => {
      const { router } = renderRoute(url);
      expect(await findPageHeading('Page not found')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(url);
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/en/home',
      );
    },
  );
});

describe('language switcher', () => {
  it('keeps the page, switches the language and remembers the choice', async () => {
    const { router, user } = renderRoute('/en/trio/rule');
    await findPageHeading(copyOf('en', 'trioRule').heading);
    const switcher = screen.getAllByRole('navigation', { name: 'Choose a language' })[0]!;
    await user.click(within(switcher).getByRole('link', { name: '한국어' }));

    expect(await findPageHeading(copyOf('ko', 'trioRule').heading)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ko/trio/rule');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.cookie).toContain('i18n_redirected=ko');
    // The chrome follows the language too.
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });
});
