import type { ElementHandle, Page } from '@playwright/test';
import { Web, type Cookie, type Key, type Scripts } from './driver';

/** Chromium through Playwright: the page of the test's own context. */
export class PlaywrightWeb extends Web<ElementHandle> {
  readonly engine = 'chromium';

  constructor(
    readonly page: Page,
    siteUrl: string,
    scripts: Scripts,
    private readonly watched: string[],
  ) {
    super(siteUrl, scripts);
  }

  protected evaluateExpression<R>(expression: string): Promise<R> {
    return this.page.evaluate(expression) as Promise<R>;
  }
  protected async elementHandle(expression: string): Promise<ElementHandle> {
    const handle = (await this.page.evaluateHandle(expression)).asElement();
    if (!handle) throw new Error(`not an element: ${expression}`);
    return handle as ElementHandle;
  }
  protected clickHandle(handle: ElementHandle): Promise<void> {
    return handle.click();
  }
  protected fillHandle(handle: ElementHandle, value: string): Promise<void> {
    return handle.fill(value);
  }
  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url);
  }
  press(key: Key): Promise<void> {
    return this.page.keyboard.press(key);
  }
  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }
  async cookies(): Promise<Cookie[]> {
    return (await this.page.context().cookies()).map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      path: cookie.path,
      sameSite: cookie.sameSite,
      expires: cookie.expires,
    }));
  }
  setViewport(size: { width: number; height: number }): Promise<void> {
    return this.page.setViewportSize(size);
  }
  async problems(): Promise<string[]> {
    return [...this.watched];
  }
  async reload(): Promise<void> {
    await this.page.reload();
  }
  screenshot(): Promise<Buffer> {
    return this.page.screenshot({ fullPage: true });
  }
}
