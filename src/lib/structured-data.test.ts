import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { languages, type Language } from '@/config/languages';
import { pageNames, pages, type PageName } from '@/config/pages';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { manifestIcons, organizationLogo } from '@/config/site-icons';
import { i18nFor, loadNamespaces } from './i18n';
import {
  absoluteUrl,
  breadcrumbData,
  breadcrumbTrail,
  crumbNamespaces,
  organizationData,
} from './structured-data';

beforeAll(async () => {
  await Promise.all(languages.map((lang) => loadNamespaces(lang, crumbNamespaces)));
});

const trail = (name: PageName, lang: Language, pathname: string) =>
  breadcrumbTrail(name, lang, pathname, i18nFor(lang).getFixedT(lang, crumbNamespaces));

describe('organizationData', () => {
  it.each(languages)(
    'names the company in %s with its facts from the site configuration',
    (lang) => {
      const data = organizationData(lang);
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${env.siteOrigin}/#organization`,
        name: company.name[lang],
        alternateName: 'TRIO',
        url: `${env.siteOrigin}/`,
        logo: `${env.siteOrigin}/icons/icon-512.png`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.labAddress[lang],
          addressCountry: 'KR',
        },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+82-2-6952-3710',
          email: 'contact@trio-sport.example',
        },
        sameAs: [
          'https://www.youtube.com/@trio-sport',
          'https://www.instagram.com/trio.sport',
          'https://blog.naver.com/trio-sport',
        ],
      });
    },
  );

  it('names a logo that search engines take: a square PNG of at least 112 px the build draws', () => {
    expect(organizationLogo.path).toMatch(/\.png$/);
    expect(organizationLogo.size).toBeGreaterThanOrEqual(112);
    // A plain mark (no tile, no maskable margin), and one of the icons the build writes
    // (tools/vite/site-icons.test.ts checks the drawn file's pixels).
    expect(organizationLogo.look).toBe('plain');
    expect(manifestIcons).toContain(organizationLogo);
  });
});

describe('breadcrumbTrail', () => {
  it('leads from home through the section to a page below it, in the page language', () => {
    expect(trail('trioRule', 'en', '/en/trio/rule')).toEqual([
      { name: 'Home', path: '/en/home' },
      { name: 'The sport', path: '/en/trio' },
      { name: 'Evaluation formula', path: '/en/trio/rule' },
    ]);
    expect(trail('certificateTableTennis', 'ko', '/ko/certificate/table-tennis')).toEqual([
      { name: '홈', path: '/ko/home' },
      { name: '자격연수', path: '/ko/certificate' },
      { name: expect.stringMatching(/탁구/), path: '/ko/certificate/table-tennis' },
    ]);
  });

  it('passes every page above, and names the page itself at its own address', () => {
    expect(trail('communityNoticeDetail', 'es', '/es/community/notice/12')).toEqual([
      { name: 'Inicio', path: '/es/home' },
      { name: 'Comunidad', path: '/es/community' },
      { name: expect.any(String), path: '/es/community/notice' },
      { name: expect.any(String), path: '/es/community/notice/12' },
    ]);
  });

  it('is empty for pages at the top and for pages outside the site chrome', () => {
    for (const name of ['home', 'point', 'product', 'trio', 'certificate'] as const) {
      expect(trail(name, 'en', paths[name]('en'))).toEqual([]);
    }
    expect(trail('authProfile', 'en', '/en/auth/profile')).toEqual([]);
  });

  it.each(languages)('names every page below another in %s, never with a key', (lang) => {
    const nested = pageNames.filter(
      (name) => pages[name].layout === 'chrome' && pages[name].path.includes('/'),
    );
    expect(nested.length).toBeGreaterThanOrEqual(15);
    for (const name of nested) {
      const crumbs = trail(name, lang, `/${lang}/${pages[name].path}`);
      expect(crumbs.length, name).toBeGreaterThanOrEqual(3);
      for (const crumb of crumbs) {
        expect(crumb.name, name).not.toMatch(/^$|\.meta\.|^nav\.|:/);
      }
    }
  });
});

describe('breadcrumbData', () => {
  it('lists the trail in order with absolute addresses', () => {
    expect(
      breadcrumbData([
        { name: 'Home', path: '/en/home' },
        { name: 'The sport', path: '/en/trio' },
        { name: 'Evaluation formula', path: '/en/trio/rule' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/en/home') },
        { '@type': 'ListItem', position: 2, name: 'The sport', item: absoluteUrl('/en/trio') },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Evaluation formula',
          item: `${env.siteOrigin}/en/trio/rule`,
        },
      ],
    });
  });
});
