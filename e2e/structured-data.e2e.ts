import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedPages } from '../build/seo';
import type { Language } from '../src/config/languages';
import { pages, type PageName } from '../src/config/pages';
import { company } from '../src/config/site';
import { expect, test, waitForApp } from './support/fixtures';
import { localeText } from './support/locale';

/**
 * Schema.org data (JSON-LD) in the pre-rendered pages: the company everywhere, a `Course` on the
 * four course pages, a `BreadcrumbList` on every page below another (issue #26).
 */

type Json = Record<string, unknown>;

/** The locale key of each course page's texts (`locales/<lang>/certificate.json`). */
const coursePages: Partial<Record<PageName, string>> = {
  certificateSport: 'sport',
  certificateBadminton: 'badminton',
  certificatePickleball: 'pickleball',
  certificateTableTennis: 'tableTennis',
};

/** `a.b.c` of a locale file. */
function text(lang: Language, namespace: string, key: string, values?: Record<string, string>) {
  return localeText(lang)(`${namespace}:${key}`, values);
}

/** Every JSON-LD block of a built page, parsed; and every other script tag it holds. */
function structuredData(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
  return { blocks, scriptTags: html.match(/<script\b[^>]*>/g) ?? [] };
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

const ofType = (blocks: Json[], type: string) => blocks.filter((block) => block['@type'] === type);

const builtPages = [
  ...prerenderedPages(),
  { name: undefined, lang: 'en' as Language, path: '/' }, // The landing page: English, x-default.
];

test.describe('structured data in every pre-rendered page', () => {
  test('is JSON-LD that search engines can read, and never a second executable script', ({
    site,
  }) => {
    // 21 pages of the table in four languages, and the landing page.
    expect(builtPages).toHaveLength(85);
    for (const { path } of builtPages) {
      const file = join(site.distDir, path === '/' ? 'index.html' : `${path}.html`);
      const { blocks, scriptTags } = structuredData(readFileSync(file, 'utf8'));
      expect(blocks.length, path).toBeGreaterThanOrEqual(1);
      for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
      expect(scriptTags.filter((tag) => tag !== '<script type="application/ld+json">')).toEqual([
        '<script type="module">',
      ]);
      expect(scriptTags).toHaveLength(blocks.length + 1);
    }
  });

  test('names the company on every page, in the page language, with its facts', ({ site }) => {
    for (const { path, lang } of builtPages) {
      const html = readFileSync(
        join(site.distDir, path === '/' ? 'index.html' : `${path}.html`),
        'utf8',
      );
      const organizations = ofType(structuredData(html).blocks, 'Organization');
      expect(organizations, path).toHaveLength(1);
      const [organization] = organizations;
      expect(organization, path).toMatchObject({
        '@id': 'https://trio-sport.example/#organization',
        name: company.name[lang],
        url: 'https://trio-sport.example/',
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.labAddress[lang],
          addressCountry: 'KR',
        },
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: company.phone,
          email: company.email,
        },
        sameAs: company.social.map((profile) => profile.url),
      });
      // The logo: an absolute address on the site's origin, of a file the build publishes.
      const logo = new URL(String(organization?.logo));
      expect(logo.origin).toBe('https://trio-sport.example');
      expect(existsSync(join(site.distDir, logo.pathname)), String(logo)).toBe(true);
    }
  });

  test('describes each course on its page, in its language: 8 hours, 40 places, 330,000 KRW', ({
    site,
  }) => {
    let courses = 0;
    for (const { name, path, lang } of builtPages) {
      const html = readFileSync(
        join(site.distDir, path === '/' ? 'index.html' : `${path}.html`),
        'utf8',
      );
      const found = ofType(structuredData(html).blocks, 'Course');
      const key = name && coursePages[name];
      if (!key) {
        expect(found, path).toEqual([]);
        continue;
      }
      courses += 1;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(`https://trio-sport.example${path}`);
      expect(found, path).toHaveLength(1);
      expect(found[0], path).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: text(lang, 'certificate', `${key}.title`),
        description: text(lang, 'certificate', `${key}.meta.description`),
        url: canonical,
        provider: expect.objectContaining({
          '@type': 'Organization',
          '@id': 'https://trio-sport.example/#organization',
          name: company.name[lang],
        }),
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'onsite',
          courseWorkload: 'PT8H',
          maximumAttendeeCapacity: 40,
        },
        offers: {
          '@type': 'Offer',
          category: 'Paid',
          price: 330000,
          priceCurrency: 'KRW',
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
      });
    }
    expect(courses).toBe(16);
  });

  test('gives every page below another its trail from the home page, with absolute addresses', ({
    site,
  }) => {
    let trails = 0;
    for (const { name, path, lang } of builtPages) {
      const html = readFileSync(
        join(site.distDir, path === '/' ? 'index.html' : `${path}.html`),
        'utf8',
      );
      const lists = ofType(structuredData(html).blocks, 'BreadcrumbList');
      if (!name || !pages[name].path.includes('/')) {
        expect(lists, path).toEqual([]);
        continue;
      }
      trails += 1;
      expect(lists, path).toHaveLength(1);
      const items = lists[0]?.itemListElement as Json[];
      const section = pages[name].path.split('/')[0] ?? '';
      expect(items.map((item) => item['@type'])).toEqual(['ListItem', 'ListItem', 'ListItem']);
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.map((item) => item.item)).toEqual([
        `https://trio-sport.example/${lang}/home`,
        `https://trio-sport.example/${lang}/${section}`,
        `https://trio-sport.example${path}`,
      ]);
      // Each step is a page the build wrote, named as the site names it in that language.
      for (const item of items) {
        const { pathname } = new URL(String(item.item));
        expect(existsSync(join(site.distDir, `${pathname}.html`)), pathname).toBe(true);
      }
      expect(items[0]?.name).toBe(text(lang, 'common', 'nav.home'));
      expect(items[1]?.name).toBe(text(lang, 'common', `nav.${section}`));
      // The page itself by its title, as the page's <title> gives it before the site's name.
      const title = text(lang, 'common', 'meta.titleTemplate', { title: String(items[2]?.name) });
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), path).toBe(title);
    }
    // The nested pages of the table, in four languages.
    expect(trails).toBe(56);
  });
});

test('the app keeps one block of each kind across client-side navigations', async ({
  page,
  problems,
}) => {
  const kinds = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? '') as Json)['@type']).sort(),
      );
  await page.goto('/en/trio/rule');
  await waitForApp(page);
  expect(await kinds()).toEqual(['BreadcrumbList', 'Organization']);
  // To a top-level page and on to a course, without a page load.
  await page.locator('header').getByRole('link', { name: 'Certification training' }).click();
  await expect(page).toHaveURL('/en/certificate');
  await expect.poll(kinds).toEqual(['Organization']);
  await page
    .locator('main')
    .getByRole('link', { name: /Pickleball referee level 3/ })
    .first()
    .click();
  await expect(page).toHaveURL('/en/certificate/pickleball');
  await expect.poll(kinds).toEqual(['BreadcrumbList', 'Course', 'Organization']);
  const course = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '') as Json)
        .find((data) => data['@type'] === 'Course'),
    );
  expect(course).toMatchObject({
    name: 'Pickleball referee level 3',
    url: 'https://trio-sport.example/en/certificate/pickleball',
  });
  expect(problems).toEqual([]);
});
