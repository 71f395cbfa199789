import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Web, type Cookie, type Key, type Scripts } from './driver';

/** Debian's Firefox ESR, or the one FIREFOX_PATH names. */
function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
  if (!existsSync(path)) {
    throw new Error(
      `No Firefox at ${path}. The Gecko browser tests drive Debian's Firefox ESR: ` +
        '`sudo apt-get install firefox-esr` (or set FIREFOX_PATH).',
    );
  }
  return path;
}

/** Firefox over WebDriver BiDi: Playwright's own Firefox channel refuses ESR (decision 012). */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: {
      // Offline machine: no update, telemetry or remote-settings traffic in the test's log.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
}

/** Gecko through puppeteer-core over WebDriver BiDi: one browser context per test. */
export class PuppeteerWeb extends Web<ElementHandle> {
  readonly engine = 'gecko';
  private readonly watched: string[] = [];

  constructor(
    readonly page: Page,
    siteUrl: string,
    scripts: Scripts,
  ) {
    super(siteUrl, scripts);
    page.on('console', (message) => {
      const type = message.type();
      if (type === 'error' || type === 'warn') {
        this.watched.push(`console.${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.watched.push(`page error: ${String(error)}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A navigation away cancels requests in flight; that is not a failure of the page.
      if (/ABORTED|NS_BINDING_ABORTED/.test(reason)) return;
      this.watched.push(`request failed: ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        this.watched.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
  }

  protected evaluateExpression<R>(expression: string): Promise<R> {
    return this.page.evaluate(expression) as Promise<R>;
  }
  protected async elementHandle(expression: string): Promise<ElementHandle> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement();
    if (!element) throw new Error(`not an element: ${expression}`);
    return element as ElementHandle;
  }
  protected async clickHandle(handle: ElementHandle): Promise<void> {
    await handle.click();
  }
  protected async fillHandle(handle: ElementHandle, value: string): Promise<void> {
    const had = await handle.evaluate((element) => {
      const field = element as HTMLInputElement;
      field.focus();
      field.select();
      return field.value.length > 0;
    });
    if (value === '') {
      if (had) await this.page.keyboard.press('Backspace');
      return;
    }
    await this.page.keyboard.type(value);
  }
  protected async navigate(url: string): Promise<void> {
    try {
      await this.page.goto(url);
    } catch (error) {
      // A navigation the page started itself (a redirect, a reload) cancelled ours: go again.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      await this.page.goto(url);
    }
  }
  async press(key: Key): Promise<void> {
    if (key !== 'Shift+Tab') return this.page.keyboard.press(key);
    await this.page.keyboard.down('Shift');
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.up('Shift');
  }
  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }
  async cookies(): Promise<Cookie[]> {
    return (await this.page.browserContext().cookies()).map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      path: cookie.path,
      sameSite: cookie.sameSite,
      expires: cookie.expires,
    }));
  }
  setViewport(size: { width: number; height: number }): Promise<void> {
    return this.page.setViewport(size);
  }
  async problems(): Promise<string[]> {
    return [...this.watched];
  }
  async reload(): Promise<void> {
    await this.page.reload();
  }
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ fullPage: true }));
  }
}
