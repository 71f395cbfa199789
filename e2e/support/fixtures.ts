import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { closeServer, startStaticHost } from '../../scripts/static-host';
import { startApiServer, type InjectedFault } from './api-server';
import { buildSite } from './build-site';
import { freePort, startNginx, startWrangler, type RunningHost } from './hosts';

export { expect };

export const demoMember = { email: 'demo@trio-sport.example', password: 'trio1234' };

/**
 * Which server serves the build: the project's model of Netlify (scripts/static-host.ts), Debian's
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
};

type WorkerFixtures = { site: Site; host: HostName };

type TestFixtures = {
  /** Shows the home page popup (dismissed for the day everywhere else). */
  showPopup: boolean;
  /** Console errors and warnings, page errors, failed requests and HTTP errors of `page`. */
  problems: string[];
  /** How many documents `page` has loaded (a full page load counts one). */
  loads: () => number;
};

/** The home page popup covers the page; tests that are not about it dismiss it for today. */
export function dismissPopupForToday() {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  window.localStorage.setItem('trio.popup.hiddenUntil', String(midnight.getTime()));
}

/**
 * Every Content Security Policy or Trusted Types violation in the context's documents, as the
 * browser reports it to the page (`securitypolicyviolation`): the site has no inline exception,
 * so any one is a defect.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
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
export function watchProblems(page: Page): string[] {
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
): Promise<RunningHost> {
  if (name === 'nginx') return startNginx(nginxConf, `http://127.0.0.1:${nginxPort}`);
  if (name === 'cloudflare') return startWrangler(distDir);
  const { server, url } = await startStaticHost(distDir);
  return { url, stop: () => closeServer(server), log: () => '' };
}

/**
 * Every worker builds and serves its own copy of the site against its own demo API, so tests
 * run in parallel without sharing members, sessions or injected faults. The host serves the
 * build's own hosting configuration: every test runs under the real Content Security Policy,
 * caching rules and redirects.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  host: ['netlify', { option: true, scope: 'worker' }],
  site: [
    async ({ host: hostName }, use) => {
      let siteOrigin = '';
      const api = await startApiServer(() => siteOrigin);
      const distDir = mkdtempSync(join(tmpdir(), 'trio-e2e-'));
      const hostingDir = mkdtempSync(join(tmpdir(), 'trio-e2e-hosting-'));
      const nginxConf = join(hostingDir, 'nginx.conf');
      const nginxPort = await freePort();
      buildSite(distDir, {
        env: {
          VITE_API_BASE_URL: api.url,
          VITE_API_MOCK: '',
          VITE_REPORT_URL: `${api.url}/__reports`,
          TRIO_NGINX_CONF: nginxConf,
          TRIO_NGINX_LISTEN: `127.0.0.1:${nginxPort}`,
          TRIO_NGINX_ROOT: distDir,
        },
        manifest: true,
      });
      const host = await startHost(hostName, distDir, nginxConf, nginxPort);
      siteOrigin = host.url;
      const control = async (path: string, body?: unknown) => {
        const response = await fetch(new URL(path, api.url), {
          method: 'POST',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`API control ${path} failed: ${response.status}`);
      };
      await use({
        url: host.url,
        apiUrl: api.url,
        distDir,
        host: hostName,
        nginxConf,
        hostLog: host.log,
        resetApi: () => control('/__test/reset'),
        injectFault: (fault) => control('/__test/fault', fault),
      });
      await host.stop();
      await closeServer(api.server);
      rmSync(distDir, { recursive: true, force: true });
      rmSync(hostingDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
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
