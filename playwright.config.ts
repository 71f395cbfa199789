import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';
import type { HostName } from './e2e/support/fixtures';
import { desktop } from './e2e/support/viewports';

const ci = Boolean(process.env.CI);

/**
 * Browser tests: the built site in Debian's Chromium (no browser download), one site and demo
 * API per worker (e2e/support/fixtures.ts). See docs/decisions/005-browser-tests.md.
 */
export default defineConfig<object, { host: HostName }>({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'e2e-output/results',
  fullyParallel: true,
  // What measured fastest on this 2-core machine (docs/decisions/005-browser-tests.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, and the summary names every test that needed it: flaky is a defect.
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'e2e-output/report', open: 'never' }],
    ['./e2e/support/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: desktop,
    locale: 'en-US',
    serviceWorkers: 'block',
    // In CI a failure is run again with a trace; locally every failure keeps one. Recording
    // all the time would cost a quarter of the run.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every test on the project's model of Netlify; the status table and the journeys behind the
  // real nginx and Cloudflare's local Pages server too (docs/decisions/010-hosting.md).
  projects: [
    { name: 'netlify', use: { host: 'netlify' } },
    ...(['nginx', 'cloudflare'] as const).map((host) => ({
      name: host,
      use: { host },
      testMatch: ['hosting.e2e.ts', 'journeys.e2e.ts'],
    })),
  ],
});
