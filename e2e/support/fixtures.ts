import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  test as base,
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { popupHiddenUntilKey } from '../../src/config/popup';
import { closeServer, startStaticHost } from '../../tools/hosts/static-host';
import { joinLane } from '../../tools/testbed/api-lanes';
import type { DemoNotice } from '../../src/demo-api/content';
import { startApiServer, type InjectedFault } from '../../tools/testbed/api-server';
import type { ReceivedEvent } from '../../tools/testbed/events-api';
import { chromiumArgs, chromiumPath } from '../../tools/testbed/chromium';
import type { SharedBuild } from './global-setup';
import {
  freePort,
  startNginx,
  startWrangler,
  type RunningHost,
} from '../../tools/hosts/real-hosts';
import { desktop } from './viewports';
import { readScripts, type Engine, type Web } from './web/driver';
import { PlaywrightWeb } from './web/playwright-web';
import { launchFirefox, PuppeteerWeb } from './web/puppeteer-web';
import { startWatchProxy } from './web/watch-proxy';
import { WebDriverSession, WebDriverWeb } from './web/webdriver-web';

export { expect };

/**
 * Which server serves the build: the project's model of Netlify (tools/hosts/static-host.ts), Debian's
 * nginx with the generated server file, or Cloudflare's `wrangler pages dev`.
 */
export type HostName = 'netlify' | 'nginx' | 'cloudflare';

/** One worker's own site: the demo API, a build that calls it, and the host that serves it. */
export type Site = {
  url: string;
  apiUrl: string;
  distDir: string;
  host: HostName;
  /** The nginx server file this build generated (for nginx on `url` when host is nginx). */
  nginxConf: string;
  /** What the host printed so far (wrangler's rule parsing). */
  hostLog: () => string;
  /** A fresh demo API: the seeded member only, no sessions, no injected faults. */
  resetApi: () => Promise<void>;
  /** The next matching call(s) fail as described. */
  injectFault: (fault: InjectedFault) => Promise<void>;
  /** The course requests the demo API has accepted since the test began. */
  certificateRequests: () => Promise<Array<Record<string, string>>>;
  /** The inquiries the demo API has accepted since the test began. */
  inquiries: () => Promise<Array<Record<string, unknown>>>;
  /** What reached this worker's report address (`/__reports`), oldest first. */
  reports: () => Promise<Array<{ type: string; body: unknown }>>;
  /** What reached the analytics service's events API (`/__analytics`), each checked. */
  events: () => Promise<ReceivedEvent[]>;
  /** Replaces a file of this worker's copy of the build; returns what puts it back. */
  replaceFile: (relative: string, content: string) => () => void;
  /** The back office publishes a notice now, after the build (the demo API's `/__test/notice`). */
  publishNotice: (notice: DemoNotice) => Promise<void>;
};

type WorkerFixtures = {
  site: Site;
  host: HostName;
  /** The browser engine of the project (playwright.config.ts). */
  engine: Engine;
  engineBrowser: EngineBrowser;
};

type TestFixtures = {
  /** Shows the home page popup (dismissed for the day everywhere else). */
  showPopup: boolean;
  /** Console errors and warnings, page errors, failed requests and HTTP errors of `page`. */
  problems: string[];
  /** How many documents `page` has loaded (a full page load counts one). */
  loads: () => number;
  /** The test's page in the project's engine, for the cross-engine journeys (web/driver.ts). */
  web: Web;
};

function dismissPopup(key: string) {
  // Also runs in the blank document a new tab starts with, which has no storage.
  if (!location.protocol.startsWith('http')) return;
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  window.localStorage.setItem(key, String(midnight.getTime()));
}

/**
 * The home page popup covers the page; tests that are not about it dismiss it for today. A
 * script (the key written into it) that every engine's driver runs in each new document.
 */
const dismissPopupForToday = `(${dismissPopup.toString()})(${JSON.stringify(popupHiddenUntilKey)})`;

/**
 * Every Content Security Policy or Trusted Types violation in the context's documents, as the
 * browser reports it to the page (`securitypolicyviolation`): the site has no inline exception,
 * so any one is a defect.
 */
async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__trioPolicyViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __trioPolicyViolation: (text: string) => void })
        .__trioPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sample}) on ${event.documentURI}`,
      );
    });
  });
  return violations;
}

/** Records the page's console errors and warnings, page errors, failed requests and HTTP errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels requests in flight; that is not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function startHost(
  name: HostName,
  distDir: string,
  nginxConf: string,
  nginxPort: number,
  apiUrl: string,
): Promise<RunningHost> {
  if (name === 'nginx') return startNginx(nginxConf, `http://127.0.0.1:${nginxPort}`);
  // The function asks the worker's own API for notices published after the build.
  if (name === 'cloudflare') return startWrangler(distDir, { VITE_API_BASE_URL: apiUrl });
  const { server, url } = await startStaticHost(distDir, { port: await freePort() });
  return { url, stop: () => closeServer(server), log: () => '' };
}

/** The run's one build (e2e/support/global-setup.ts). */
function sharedBuild(): SharedBuild {
  const value = process.env.TRIO_E2E_BUILD;
  if (!value)
    throw new Error('No shared build: run the browser tests through playwright.config.ts');
  return JSON.parse(value) as SharedBuild;
}

/**
 * A copy of the build made of hard links: instant, and a test may rename or replace a file of
 * its worker's copy (a vanished chunk, a new build id) without touching any other worker's.
 * Replace by unlinking first (`replaceFile`): writing into a linked file would write them all.
 */
function linkCopy(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkCopy(source, target);
    else linkSync(source, target);
  }
}

type EngineBrowser =
  | { engine: 'chromium'; browser: Browser }
  | { engine: 'gecko'; browser: PuppeteerBrowser }
  | { engine: 'webkit'; session: WebDriverSession };

/**
 * Every worker serves its own link copy of the run's one build, with its own demo API behind
 * the run's API router, so tests run in parallel without sharing members, sessions, injected
 * faults or files. The host serves the build's own hosting configuration: every test runs under
 * the real Content Security Policy, caching rules and redirects.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  host: ['netlify', { option: true, scope: 'worker' }],
  engine: ['chromium', { option: true, scope: 'worker' }],
  site: [
    async ({ host: hostName, engine }, use, workerInfo) => {
      const build = sharedBuild();
      const workDir = mkdtempSync(join(tmpdir(), `trio-e2e-w${workerInfo.workerIndex}-`));
      const distDir = join(workDir, 'dist');
      linkCopy(build.distDir, distDir);
      const nginxPort = await freePort();
      const nginxConf = join(workDir, 'nginx.conf');
      writeFileSync(
        nginxConf,
        readFileSync(build.nginxConf, 'utf8')
          .replace(/^(\s*listen )[^;]+;/m, `$1127.0.0.1:${nginxPort};`)
          .replace(/^(\s*root )[^;]+;/m, `$1${distDir};`),
      );
      let siteOrigin = '';
      const api = await startApiServer(() => siteOrigin);
      const host = await startHost(hostName, distDir, nginxConf, nginxPort, api.url);
      const watch =
        engine === 'webkit' ? await startWatchProxy(host.url, readScripts().watch) : undefined;
      siteOrigin = watch?.url ?? host.url;
      await joinLane(build.apiUrl, siteOrigin, api.url);
      const control = async (path: string, body?: unknown) => {
        const response = await fetch(new URL(path, api.url), {
          method: 'POST',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`API control ${path} failed: ${response.status}`);
        return response.json() as Promise<unknown>;
      };
      await use({
        url: siteOrigin,
        apiUrl: build.apiUrl,
        distDir,
        host: hostName,
        nginxConf,
        hostLog: host.log,
        resetApi: async () => void (await control('/__test/reset')),
        injectFault: async (fault) => void (await control('/__test/fault', fault)),
        certificateRequests: async () =>
          (await control('/__test/certificate-requests')) as Array<Record<string, string>>,
        inquiries: async () =>
          (await control('/__test/inquiries')) as Array<Record<string, unknown>>,
        reports: async () =>
          (await control('/__test/reports')) as Array<{ type: string; body: unknown }>,
        publishNotice: async (notice) => void (await control('/__test/notice', notice)),
        events: async () => (await control('/__test/events')) as ReceivedEvent[],
        replaceFile: (relative, content) => {
          const file = join(distDir, relative);
          const before = existsSync(file) ? readFileSync(file) : undefined;
          rmSync(file, { force: true });
          writeFileSync(file, content);
          return () => {
            rmSync(file, { force: true });
            if (before) writeFileSync(file, before);
          };
        },
      });
      await joinLane(build.apiUrl, siteOrigin);
      await watch?.stop();
      await host.stop();
      await closeServer(api.server);
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  engineBrowser: [
    async ({ engine }, use) => {
      if (engine === 'gecko') {
        const browser = await launchFirefox();
        await use({ engine, browser });
        await browser.close();
      } else if (engine === 'webkit') {
        const session = await WebDriverSession.start();
        await use({ engine, session });
        await session.stop();
      } else {
        const browser = await chromium.launch({
          executablePath: chromiumPath(),
          args: chromiumArgs,
        });
        await use({ engine, browser });
        await browser.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  web: async ({ engineBrowser, site, showPopup }, use, testInfo) => {
    await site.resetApi();
    const scripts = readScripts();
    const init = showPopup ? undefined : dismissPopupForToday;
    let web: Web;
    let finish: () => Promise<void>;
    if (engineBrowser.engine === 'chromium') {
      const context = await engineBrowser.browser.newContext({
        viewport: desktop,
        locale: 'en-US',
        serviceWorkers: 'block',
      });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      web = new PlaywrightWeb(page, site.url, scripts, watchProblems(page));
      finish = () => context.close();
    } else if (engineBrowser.engine === 'gecko') {
      const context = await engineBrowser.browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(desktop);
      if (init) await page.evaluateOnNewDocument(init);
      web = new PuppeteerWeb(page, site.url, scripts);
      finish = () => context.close();
    } else {
      const webkit = new WebDriverWeb(engineBrowser.session, site.url, scripts);
      await webkit.prepare(init);
      web = webkit;
      finish = async () => {};
    }
    await use(web);
    if (testInfo.status !== testInfo.expectedStatus) {
      const png = await web.screenshot().catch(() => undefined);
      if (png) await testInfo.attach('screenshot', { body: png, contentType: 'image/png' });
      const problems = await web.problems().catch(() => []);
      if (problems.length) await testInfo.attach('problems', { body: problems.join('\n') });
    }
    await finish();
  },
  baseURL: async ({ site }, use) => use(site.url),
  showPopup: [false, { option: true }],
  context: async ({ context, site, showPopup }, use) => {
    // Every test starts from a fresh demo API.
    await site.resetApi();
    if (!showPopup) await context.addInitScript(dismissPopupForToday);
    const violations = await watchPolicyViolations(context);
    await use(context);
    expect(violations, 'CSP or Trusted Types violations').toEqual([]);
  },
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
  loads: async ({ page }, use) => {
    let count = 0;
    page.on('load', () => {
      count += 1;
    });
    await use(() => count);
  },
});

/**
 * Waits until the app has taken over a pre-rendered page: it shows its heading and its links
 * work before any script runs; the app marks `<html data-app="ready">` once it has hydrated.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page has settled for a check of the whole page (axe, layout): hydrated, the
 * session known (the header's links), and no list still showing its loading placeholder.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForFunction(() => !document.querySelector('.session-links--pending, .skeleton'));
}

/** A unique address per test run, so journeys never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@school.example`;
}

/** The alert dialog's message, then closes it with its button. */
export async function closeAlert(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const text = (await dialog.locator('.dialog__message').textContent()) ?? '';
  await dialog.getByRole('button').click();
  return text;
}

const englishLabels = { email: 'Email (login ID)', password: 'Password', login: 'Log in' };

/** Logs in through the login page; resolves after the full page load it ends with. */
export async function logIn(
  page: Page,
  lang: string,
  email: string,
  password: string,
  labels = englishLabels,
) {
  await page.goto(`/${lang}/auth/login`);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login }).click();
  await page.waitForURL(`/${lang}/home`);
}
