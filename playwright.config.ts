import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tools/testbed/chromium';
import type { HostName } from './e2e/support/fixtures';
import type { Engine } from './e2e/support/web/driver';
import { desktop } from './e2e/support/viewports';

const ci = Boolean(process.env.CI);

/** The page walks (pages.e2e.ts), the longest tests, which run first. */
const walks = /every page loads cleanly/;
/** What Gecko and WebKit walk: the phone in every language (pages.e2e.ts says why). */
const phoneWalks = /at phone size in \w+, every page loads cleanly/;

/**
 * The journeys and the page sweep, written once against the engine-neutral driver. A journey
 * repeated per language checks that language's words, which are the same in every engine: all
 * four run in Chromium (with the four-language account journey, all-languages.e2e.ts), one in
 * Gecko and WebKit.
 */
export const everyEngine = [
  'journeys.e2e.ts',
  'courses.e2e.ts',
  'calculator.e2e.ts',
  'pages.e2e.ts',
  'focus-journeys.e2e.ts',
];

/** The copies of a per-language journey that Gecko and WebKit leave to Chromium (see above). */
const otherLanguages = /(^| )(in )?(ko|zh|es)[,:] /;

/**
 * Browser tests: one build per run (e2e/support/global-setup.ts), served per worker with its own
 * demo API (e2e/support/fixtures.ts), in Debian's Chromium, Firefox ESR and WebKitGTK (no browser
 * download). See docs/decisions/005-browser-tests.md and 012-three-engines.md.
 */
export default defineConfig<object, { host: HostName; engine: Engine }>({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  testMatch: '**/*.e2e.ts',
  outputDir: 'e2e-output/results',
  fullyParallel: true,
  // What measured fastest on this 2-core machine (docs/decisions/005-browser-tests.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
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
  // Every test in Chromium on the project's model of Netlify; the status table and the journeys
  // tagged `@hosts` behind the real nginx and Cloudflare's local Pages server too (docs/decisions/010-hosting.md);
  // the journeys and the page sweep in Gecko and WebKit (docs/decisions/012-three-engines.md).
  projects: [
    // The longest tests (the page walks: up to a minute and a half each, the English ones with
    // their focus rounds) come first: the queue runs in this order, and started last they left one
    // worker running alone for the final 90 s. Their projects carry the same names as the rest of
    // each engine's.
    ...(['netlify', 'webkit', 'gecko'] as const).map((name) => ({
      name,
      use: name === 'netlify' ? { host: name } : { engine: name },
      testMatch: 'pages.e2e.ts',
      grep: name === 'netlify' ? walks : phoneWalks,
    })),
    { name: 'netlify', use: { host: 'netlify' }, grepInvert: walks },
    // WebKit before the end on two workers at most, and each host on one worker (every worker
    // starts its own server; wrangler takes seconds of processor): 7.3 min, 8.2 without (005).
    {
      name: 'webkit',
      use: { engine: 'webkit' },
      // WebKit also checks the watcher that stands in for its driver's missing network events.
      testMatch: [...everyEngine, 'webkit-watcher.e2e.ts'],
      grepInvert: [walks, otherLanguages],
      workers: 2,
    },
    ...(['nginx', 'cloudflare'] as const).map((host) => ({
      name: host,
      use: { host },
      testMatch: ['hosting.e2e.ts', 'journeys.e2e.ts'],
      // The status table, and the journeys that lean on what a host does (tagged `@hosts`).
      grep: [/hosting\.e2e\.ts/, /@hosts/],
      workers: 1,
    })),
    {
      name: 'gecko',
      use: { engine: 'gecko' },
      testMatch: everyEngine,
      grepInvert: [walks, otherLanguages],
    },
  ],
});
