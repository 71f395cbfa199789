import { readFileSync } from 'node:fs';
import type { ElementState } from './in-page';
import type { Query } from './query';

export type Engine = 'chromium' | 'gecko' | 'webkit';

export type Cookie = {
  name: string;
  value: string;
  path: string;
  sameSite?: string;
  expires?: number;
};

export type Key =
  'Enter' | 'Escape' | 'Tab' | 'Shift+Tab' | 'ArrowRight' | 'ArrowLeft' | 'Backspace';

/** The in-page bundle and the WebKit watcher, built once per run (e2e/support/global-setup.ts). */
export type Scripts = { inPage: string; watch: string };

export function readScripts(): Scripts {
  const files = JSON.parse(process.env.TRIO_E2E_SCRIPTS ?? '{}') as Record<string, string>;
  if (!files.inPage || !files.watch) throw new Error('global setup has not bundled the scripts');
  return { inPage: readFileSync(files.inPage, 'utf8'), watch: readFileSync(files.watch, 'utf8') };
}

const missing = '__trio_e2e_missing__';

/**
 * One engine-neutral page, what every cross-engine journey is written against (see
 * docs/decisions/012-three-engines.md): the same queries (Testing Library's, run in the page),
 * each engine's own clicks and keys, and the problems the page logged. Three adapters:
 * Playwright (Chromium), puppeteer-core over WebDriver BiDi (Gecko), W3C WebDriver (WebKit).
 */
export abstract class Web<Handle = unknown> {
  abstract readonly engine: Engine;
  /** Milliseconds a `waitFor`/`find` keeps trying. */
  timeout = 15_000;

  constructor(
    readonly siteUrl: string,
    private readonly scripts: Scripts,
  ) {}

  /** Evaluates a JavaScript expression in the page (its value awaited, returned as JSON). */
  protected abstract evaluateExpression<R>(expression: string): Promise<R>;
  /** The element an expression evaluates to, as the engine's handle. */
  protected abstract elementHandle(expression: string): Promise<Handle>;
  protected abstract clickHandle(handle: Handle): Promise<void>;
  /** Replaces the field's value by typing, as a visitor does. */
  protected abstract fillHandle(handle: Handle, value: string): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  abstract press(key: Key): Promise<void>;
  /** Types into whatever has focus. */
  abstract type(text: string): Promise<void>;
  abstract cookies(): Promise<Cookie[]>;
  /** Resizes what the page sees; WebKitGTK's window has a minimum width (see `viewport`). */
  abstract setViewport(size: { width: number; height: number }): Promise<void>;
  /** Console errors and warnings, page errors and failed requests since the test began. */
  abstract problems(): Promise<string[]>;
  abstract reload(): Promise<void>;
  /** A PNG of the whole page where the engine can, else of what the window shows. */
  abstract screenshot(): Promise<Buffer>;

  /** `fn(arg)` in the page. `fn` must not close over anything: it is sent as source. */
  async evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.evaluateExpression<R>(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`);
  }

  /** Runs `body` (a function of the in-page API and `arg`) with the in-page bundle present. */
  private async inPage<R>(body: string, arg: unknown): Promise<R> {
    const expression =
      `(() => { const api = window.__trioE2E; if (!api) return ${JSON.stringify(missing)};` +
      ` return (${body})(api, ${JSON.stringify(arg)}); })()`;
    const result = await this.evaluateExpression<R | typeof missing>(expression);
    if (result !== missing) return result;
    await this.evaluateExpression(`(() => { ${this.scripts.inPage}\n; return true; })()`);
    return (await this.evaluateExpression<R>(expression)) as R;
  }

  async goto(path: string): Promise<void> {
    await this.navigate(new URL(path, this.siteUrl).href);
  }

  /** The address's path and query. */
  async path(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search);
  }

  /** Waits until `check` resolves truthy; resolves with its value. */
  async waitFor<R>(
    check: () => Promise<R>,
    what: string | (() => string),
    timeout = this.timeout,
  ): Promise<R> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
      } catch (error) {
        // A page load in progress, or the element not there yet: try again.
        last = error;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${this.engine}: timed out waiting for ${typeof what === 'string' ? what : what()}${last ? `: ${String(last)}` : ''}`,
        );
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  async waitForPath(expected: string | RegExp): Promise<void> {
    let seen = '';
    await this.waitFor(
      async () => {
        seen = await this.path();
        return typeof expected === 'string' ? seen === expected : expected.test(seen);
      },
      `the address ${String(expected)} (at ${seen})`,
    );
  }

  /** The app has hydrated the pre-rendered page (it marks `<html data-app="ready">`). */
  async waitForApp(): Promise<void> {
    await this.waitFor(
      () => this.evaluate(() => document.documentElement.dataset.app === 'ready'),
      'the app',
    );
  }

  /** Hydrated, the session known, no list still loading. */
  async waitForSettled(): Promise<void> {
    await this.waitForApp();
    await this.waitFor(
      () => this.evaluate(() => !document.querySelector('.session-links--pending, .skeleton')),
      'the page to settle',
    );
  }

  /** How many elements the query finds now. */
  async count(query: Query): Promise<number> {
    return this.inPage('(api, query) => api.all(query).length', query);
  }

  /** What the element shows and holds now (count 0 when it is not there). */
  async state(query: Query): Promise<ElementState> {
    return this.inPage('(api, query) => api.state(query)', query);
  }

  /** Waits until the element is there; resolves with its state. */
  async find(query: Query): Promise<ElementState> {
    let found: ElementState | undefined;
    await this.waitFor(async () => {
      found = await this.state(query);
      return found.count > 0;
    }, JSON.stringify(query));
    return found as ElementState;
  }

  /** Waits until `predicate` holds for the element's state. */
  async expectState(
    query: Query,
    predicate: (state: ElementState) => boolean,
    what: string,
  ): Promise<void> {
    let seen: ElementState | undefined;
    try {
      await this.waitFor(
        async () => {
          seen = await this.state(query);
          return predicate(seen);
        },
        `${JSON.stringify(query)} ${what}`,
      );
    } catch (error) {
      throw new Error(`${String(error)} (last seen: ${JSON.stringify(seen)})`);
    }
  }

  async expectVisible(query: Query): Promise<void> {
    await this.expectState(query, (s) => Boolean(s.visible), 'to be visible');
  }
  async expectHidden(query: Query): Promise<void> {
    await this.expectState(query, (s) => s.count === 0 || !s.visible, 'to be hidden');
  }
  async expectGone(query: Query): Promise<void> {
    await this.expectState(query, (s) => s.count === 0, 'to be gone');
  }
  async expectValue(query: Query, value: string): Promise<void> {
    await this.expectState(query, (s) => s.value === value, `to hold "${value}"`);
  }
  async expectFocused(query: Query): Promise<void> {
    await this.expectState(query, (s) => Boolean(s.focused), 'to have focus');
  }
  async expectText(query: Query, text: string): Promise<void> {
    await this.expectState(query, (s) => s.text === text, `to read "${text}"`);
  }

  /** The engine's handle of the one element the query names, once it is there. */
  private async handle(query: Query): Promise<Handle> {
    await this.find(query);
    await this.inPage('() => true', null);
    return this.elementHandle(`window.__trioE2E.one(${JSON.stringify(query)})`);
  }

  async click(query: Query): Promise<void> {
    await this.expectVisible(query);
    await this.clickHandle(await this.handle(query));
  }

  async fill(query: Query, value: string): Promise<void> {
    await this.expectVisible(query);
    await this.fillHandle(await this.handle(query), value);
  }

  async focus(query: Query): Promise<void> {
    await this.find(query);
    await this.inPage('(api, query) => { api.one(query).focus(); return true; }', query);
  }

  /** Marks the current document; `samePage` then says whether a page load replaced it. */
  async markPage(): Promise<void> {
    await this.evaluate(() => {
      Object.assign(window, { trioE2EMark: true });
      return true;
    });
  }
  async samePage(): Promise<boolean> {
    return this.evaluate(() => 'trioE2EMark' in window);
  }
  /** Waits until a full page load has replaced the marked document, and it has loaded. */
  async waitForPageLoad(): Promise<void> {
    await this.waitFor(
      async () =>
        !(await this.samePage()) && (await this.evaluate(() => document.readyState === 'complete')),
      'a full page load',
    );
  }

  /** Closes the alert dialog with its button; resolves with its message. */
  async closeAlert(): Promise<string> {
    const dialog: Query = { role: 'alertdialog' };
    await this.expectVisible(dialog);
    const { text } = await this.state({ css: '.dialog__message', within: dialog });
    await this.click({ role: 'button', within: dialog });
    await this.expectGone(dialog);
    return text ?? '';
  }
}
