import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { courseSessions } from '../src/config/course-sessions';
import { allCourseSessions } from '../src/config/sessions';
import { prerenderedPages } from '../tools/vite/seo';
import type { Language } from '../src/config/languages';
import { expect, test, waitForApp } from './support/fixtures';

/**
 * Schema.org data (JSON-LD) in the built pages and in the running app. What each block holds (the
 * company, a `Course`, a `BreadcrumbList`) is the unit tests' (src/lib/structured-data.test.ts,
 * the course page's test): here only what needs the build or a browser.
 */

type Json = Record<string, unknown>;

/** Every JSON-LD block of a built page, parsed; and every other script tag it holds. */
function structuredData(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
  return { blocks, scriptTags: html.match(/<script\b[^>]*>/g) ?? [] };
}

const builtPages = [
  ...prerenderedPages(),
  { name: undefined, lang: 'en' as Language, path: '/' }, // The landing page: English, x-default.
];

test.describe('structured data in every pre-rendered page', () => {
  test('is JSON-LD that search engines can read, and never a second executable script', ({
    site,
  }) => {
    // 24 pages of the table in four languages, and the landing page.
    expect(builtPages).toHaveLength(97);
    for (const { path } of builtPages) {
      const file = join(site.distDir, path === '/' ? 'index.html' : `${path}.html`);
      const { blocks, scriptTags } = structuredData(readFileSync(file, 'utf8'));
      expect(blocks.length, path).toBeGreaterThanOrEqual(1);
      for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
      // Besides JSON-LD, only data: the API answers a page was rendered with (decision 021).
      const apiAnswers = '<script type="application/json" id="trio-api-answers">';
      expect(
        scriptTags.filter(
          (tag) => tag !== '<script type="application/ld+json">' && tag !== apiAnswers,
        ),
      ).toEqual(['<script type="module">']);
      expect(scriptTags.filter((tag) => tag !== apiAnswers)).toHaveLength(blocks.length + 1);
    }
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
    .getByRole('link', { name: /TRIO pickleball referee level 3/ })
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
    name: 'TRIO pickleball referee level 3',
    url: 'https://trio-sport.example/en/certificate/pickleball',
  });
  // A CourseInstance per session the page lists, dated in Seoul, at its venue.
  const listed = courseSessions('pickleball', Date.now(), allCourseSessions);
  expect(course?.hasCourseInstance).toEqual(
    listed.map((session) =>
      expect.objectContaining({
        '@type': 'CourseInstance',
        startDate: `${session.date}T${session.start}:00+09:00`,
        endDate: `${session.date}T${session.end}:00+09:00`,
        location: expect.objectContaining({ name: session.venue.name.en }),
        offers: expect.objectContaining({
          availability: expect.stringMatching(/^https:\/\/schema\.org\//),
        }),
      }),
    ),
  );
  expect(problems).toEqual([]);
});
