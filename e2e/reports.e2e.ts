import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/testbed/chromium';
import { expect, test, waitForApp } from './support/fixtures';

/**
 * What the operator reads at the report address (`VITE_REPORT_URL`; the tests' builds send to
 * the demo API's `/__reports`): the app's own error reports and the browser's policy violation
 * reports (docs/decisions/013-policy-trusted-types-reports.md).
 */

test('an uncaught error is reported: page pattern, language, message and build, nothing else', async ({
  page,
  site,
}) => {
  await page.goto('/ko/community/notice/1?token=s3cr3tT0ken&email=a%40school.example');
  await waitForApp(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Report me: https://api.example/user?token=s3cr3tT0ken');
    });
  });
  await expect.poll(async () => (await site.reports()).length).toBeGreaterThan(0);
  const [report] = await site.reports();
  const build = (await (await fetch(new URL('/builds/latest.json', site.url))).json()) as {
    id: string;
  };
  expect(report?.type).toMatch(/^text\/plain/);
  expect(report?.body).toEqual({
    type: 'uncaught',
    path: '/ko/community/notice/:id',
    lang: 'ko',
    message: 'Error: Report me: https://api.example/user',
    build: build.id,
  });
  expect(JSON.stringify(report)).not.toMatch(/s3cr3t|school\.example/);
});

test('a policy violation is filed by the browser for the report address', async ({ site }) => {
  // A browser of its own: the shared context fails any test with a violation.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: site.url });
    // The Reporting API's queue, as DevTools shows it. Chromium here queues the report for the
    // endpoint but its uploads to a loopback http address never leave the browser, so the test
    // reads the queue rather than the demo API (docs/decisions/013).
    const cdp = await page.context().newCDPSession(page);
    const queued: { type: string; destination: string; body: Record<string, unknown> }[] = [];
    cdp.on('Network.reportingApiReportAdded', ({ report }) => queued.push(report));
    await cdp.send('Network.enable');
    await cdp.send('Network.enableReportingApi', { enable: true });
    await page.goto('/en/home');
    await waitForApp(page);
    // What an injected style would do: not in the policy's hashes, so refused and reported.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
    });
    await expect(page.locator('body')).toBeVisible();
    await expect.poll(() => queued.length).toBeGreaterThan(0);
    expect(queued[0]).toMatchObject({
      type: 'csp-violation',
      destination: 'trio-csp',
      body: { effectiveDirective: 'style-src-elem', documentURL: `${site.url}/en/home` },
    });
  } finally {
    await browser.close();
  }
});
