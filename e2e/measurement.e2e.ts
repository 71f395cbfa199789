import type { Page } from '@playwright/test';
import { demoMember } from '../src/demo-api/db';
import { expect, logIn, test, waitForApp } from './support/fixtures';
import { localeText } from './support/locale';

/**
 * What the company's analytics service and report address receive (issue #47): the tests'
 * build counts to a model of Plausible's events API (tools/testbed/events-api.ts, which checks
 * each request against the documented format) and reports to the demo API's `/__reports`.
 * Chromium only: what is sent is the site's own code, the same in every engine.
 */

const t = localeText('en');

/** Hides the page as a phone does when the visitor switches apps: Web Vitals are final then. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a visit and an application are counted by page pattern, a 503 is reported by call name, Web Vitals when hidden', async ({
  page,
  site,
  problems,
}) => {
  const named = async (name: string) =>
    (await site.events()).filter(({ body }) => body?.name === name).map(({ body }) => body);
  await page.goto('/en/auth/login');
  // Counting starts once the page is idle; a visitor types for longer than that.
  await expect.poll(() => named('pageview')).toHaveLength(1);
  await logIn(page, 'en', demoMember.email, demoMember.password);
  // The home page counts itself once idle; a visit left before that is not counted (decision 022).
  await expect
    .poll(async () => (await named('pageview')).map((body) => String(body?.url)))
    .toContainEqual(expect.stringMatching(/\/en\/home$/));
  await page.goto('/en/certificate/sport?utm_source=mail&token=s3cr3t');
  await waitForApp(page);
  await page
    .getByRole('button', { name: t('certificate:sessions.apply') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');

  // The application endpoint fails once: the visitor is told, the company gets a report.
  await site.injectFault({
    method: 'POST',
    path: '/api/v1/certificate/request',
    kind: 'json',
    status: 503,
    code: 503,
    times: 1,
  });
  await dialog.getByRole('button', { name: t('course-request:request.submit') }).click();
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect
    .poll(async () => (await site.reports()).map(({ body }) => body))
    .toContainEqual(
      expect.objectContaining({
        type: 'api-failure',
        call: 'certificate/request',
        code: 503,
        path: '/en/certificate/sport',
      }),
    );
  expect(JSON.stringify(await site.reports())).not.toContain(demoMember.email);

  await dialog.getByRole('button', { name: t('course-request:request.submit') }).click();
  // The confirmation takes the form's place (issue #44).
  await expect(
    dialog.getByRole('heading', { name: t('course-request:request.outcomes.completed') }),
  ).toBeVisible();

  await expect.poll(() => named('Application Sent')).toHaveLength(1);
  const events = await site.events();
  // Every request as the API documents it, and none with a cookie.
  expect(events.flatMap(({ problems }) => problems)).toEqual([]);
  expect(events.filter(({ cookie }) => cookie)).toEqual([]);
  const page_ = (path: string) => `${site.url}${path}`;
  // In order, Web Vitals aside (each page load sends its own as it is left).
  expect(
    events
      .filter(({ body }) => body?.name !== 'Web Vitals')
      .map(({ body }) => `${String(body?.name)} ${String(body?.url).replace(site.url, '')}`),
  ).toEqual([
    'pageview /en/auth/login',
    'pageview /en/auth/login',
    'Login /en/auth/login',
    'pageview /en/home',
    'pageview /en/certificate/sport',
    'Course Dialog Opened /en/certificate/sport',
    'Application Sent /en/certificate/sport',
  ]);
  expect(await named('Application Sent')).toEqual([
    {
      name: 'Application Sent',
      url: page_('/en/certificate/sport'),
      domain: 'trio-sport.example',
      props: { lang: 'en', course: 'sport' },
    },
  ]);
  expect(JSON.stringify(events)).not.toMatch(/s3cr3t|utm_source|demo@/);

  // The course page's Web Vitals: TTFB and FCP as soon as known, LCP once the visitor
  // interacts, CLS (and INP) when the page is hidden, as a phone does on leaving the browser.
  const vitals = async () =>
    (await named('Web Vitals'))
      .filter((body) => body?.url === page_('/en/certificate/sport'))
      .map((body) => body?.props as Record<string, string>);
  const metrics = async () => (await vitals()).map(({ metric }) => metric).sort();
  expect(await metrics()).not.toContain('CLS');
  await hidePage(page);
  await expect.poll(metrics).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  for (const props of await vitals()) {
    expect(props).toMatchObject({
      lang: 'en',
      value: expect.stringMatching(/^\d+(\.\d+)?$/),
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
  }
  // The 503 the test asked for is all that went wrong.
  expect(problems.filter((problem) => !/503/.test(problem))).toEqual([]);
});

test('with Global Privacy Control on, nothing is counted and the sender never loads', async ({
  page,
  site,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/home');
  await waitForApp(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Company' })
    .click();
  await expect(page).toHaveURL('/en/company');
  // Past the moment the sender would load: the page has been idle, and a second on top.
  await page.evaluate(
    () =>
      new Promise((done) => requestIdleCallback(() => setTimeout(done, 1000), { timeout: 5000 })),
  );
  await hidePage(page);
  expect(scripts.filter((url) => /analytics-sender/.test(url))).toEqual([]);
  expect(await site.events()).toEqual([]);
});
