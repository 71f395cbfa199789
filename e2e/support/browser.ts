import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { InjectedFault } from './api-server';
import { chromiumArgs, chromiumPath } from './chromium';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1366, height: 900 };

export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).toString();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/**
 * One Chromium for a test file, closed after it; with `resetEachTest` every test starts from
 * a fresh demo API. Returns a getter, since the browser exists only once the hook has run.
 */
export function browserPerFile({ resetEachTest = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await resetApi();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  if (resetEachTest) beforeEach(() => resetApi());
  return () => {
    if (!browser) throw new Error('The browser is started in beforeAll');
    return browser;
  };
}

/** A page that records every console error or warning, page error and failed request. */
export type WatchedPage = {
  page: Page;
  context: BrowserContext;
  problems: string[];
  loads: () => number;
};

export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    showPopup?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? desktop,
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'block',
  });
  if (!options.showPopup) {
    // The home page popup covers the page; journeys that are not about it dismiss it for today.
    await context.addInitScript(() => {
      const midnight = new Date();
      midnight.setHours(24, 0, 0, 0);
      window.localStorage.setItem('trio.popup.hiddenUntil', String(midnight.getTime()));
    });
  }
  const page = await context.newPage();
  const problems: string[] = [];
  let loadCount = 0;
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
  page.on('load', () => {
    loadCount += 1;
  });
  return { page, context, problems, loads: () => loadCount };
}

/**
 * Waits until the app has taken over the page: pre-rendered markup shows its heading before any
 * script runs, and stays `inert` until React has hydrated it (and the poller is listening).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

async function control(path: string, body?: unknown): Promise<void> {
  const response = await fetch(new URL(path, inject('apiUrl')), {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`API control ${path} failed: ${response.status}`);
}

/** A fresh demo API: the seeded member only, no sessions, no injected faults. */
export function resetApi(): Promise<void> {
  return control('/__test/reset');
}

/** The next matching call(s) fail as described. */
export function injectFault(fault: InjectedFault): Promise<void> {
  return control('/__test/fault', fault);
}

/** A unique address per test run, so journeys never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@school.example`;
}

export const demoMember = { email: 'demo@trio-sport.example', password: 'trio1234' };

export async function closeAlert(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const text = (await dialog.locator('.dialog__message').textContent()) ?? '';
  await dialog.getByRole('button').click();
  return text;
}

/** Logs in through the login page; resolves after the full page load it ends with. */
export async function logIn(
  page: Page,
  lang: string,
  email: string,
  password: string,
  labels = englishLabels,
) {
  await page.goto(siteUrl(`/${lang}/auth/login`));
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL(siteUrl(`/${lang}/home`)),
    page.getByRole('button', { name: labels.login }).click(),
  ]);
}

export const englishLabels = { email: 'Email (login ID)', password: 'Password', login: 'Log in' };
