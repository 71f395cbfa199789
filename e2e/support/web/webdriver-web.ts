import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../../../tools/hosts/real-hosts';
import { Web, type Cookie, type Key, type Scripts } from './driver';
import { watchKeys } from './watch-keys';

const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [elementKey]: string };

/** The W3C WebDriver key codes of the keys the journeys press, a chord's keys in order. */
const keys: Record<Key, string[]> = {
  Enter: ['\uE007'],
  Escape: ['\uE00C'],
  Tab: ['\uE004'],
  'Shift+Tab': ['\uE008', '\uE004'],
  ArrowRight: ['\uE014'],
  ArrowLeft: ['\uE012'],
  Backspace: ['\uE003'],
};

/** Debian's WebKitGTK driver, or the one WEBKIT_DRIVER_PATH names. */
function webkitDriverPath(): string {
  const path = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
  if (!existsSync(path)) {
    throw new Error(
      `No WebKitWebDriver at ${path}. The WebKit browser tests drive Debian's WebKitGTK: ` +
        '`sudo apt-get install webkit2gtk-driver xvfb xauth` (or set WEBKIT_DRIVER_PATH).',
    );
  }
  return path;
}

/** How long ending or starting a session may take before the driver is started again. */
const sessionTimeout = 10_000;

/**
 * One WebKitWebDriver (under `xvfb-run`: WebKitGTK needs a display) and its session: the driver
 * allows one at a time, and each starts its own `MiniBrowser --automation`.
 */
export class WebDriverSession {
  private child: ChildProcess | undefined;
  private driver = '';
  private base = '';
  private used = false;

  private constructor() {}

  static async start(): Promise<WebDriverSession> {
    const session = new WebDriverSession();
    await session.launch();
    return session;
  }

  private async launch(): Promise<void> {
    const port = await freePort();
    const child = spawn('xvfb-run', ['-a', webkitDriverPath(), `--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      // Xvfb has no GPU: composited, WebKitGTK draws its layers with Mesa's software GL, which
      // took half the processor of every WebKit test (decision 012).
      env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    });
    let log = '';
    child.stderr?.on('data', (chunk) => (log += String(chunk)));
    this.child = child;
    this.driver = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${log}`);
      const ready = await fetch(`${this.driver}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start: ${log}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    this.base = await newSession(this.driver);
  }

  /**
   * A browser no test has used yet, as a new Playwright context is: clearing cookies and storage
   * is not enough, WebKit's memory cache keeps every script it loaded (a chunk a test removes
   * from the build would still load). The first test gets the one `start` made.
   */
  async fresh(): Promise<void> {
    if (this.used) {
      try {
        await call(this.base, 'DELETE', undefined, sessionTimeout).catch((error: unknown) => {
          // A browser that died with the last test has no session left to end.
          if (error instanceof NoAnswer) throw error;
        });
        this.base = await newSession(this.driver);
      } catch (error) {
        // Now and then the driver answers neither, and the test's minute went by waiting: start
        // it again, as a new worker would.
        console.warn(`webkit: ${String(error)}; starting WebKitWebDriver again`);
        await this.kill();
        await this.launch();
      }
    }
    this.used = true;
  }

  command<R>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<R> {
    return call<R>(`${this.base}${path}`, method, body);
  }

  async stop(): Promise<void> {
    await call(this.base, 'DELETE', undefined, sessionTimeout).catch(() => undefined);
    await this.kill();
  }

  private async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    // The driver, MiniBrowser and Xvfb: the process group xvfb-run leads.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/** A new session of the driver at `driver`: the address its commands go to. */
async function newSession(driver: string): Promise<string> {
  const browserOptions = process.env.WEBKIT_BROWSER_PATH
    ? { binary: process.env.WEBKIT_BROWSER_PATH, args: ['--automation'] }
    : { args: ['--automation'] };
  const created = await call<{ sessionId: string }>(
    `${driver}/session`,
    'POST',
    { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': browserOptions } } },
    sessionTimeout,
  );
  return `${driver}/session/${created.sessionId}`;
}

/** A command the driver did not answer in time. */
class NoAnswer extends Error {}

async function call<R>(url: string, method: string, body?: unknown, timeout?: number): Promise<R> {
  let response: Response;
  let answer: { value: R & { error?: string; message?: string } };
  try {
    response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
      signal: timeout === undefined ? undefined : AbortSignal.timeout(timeout),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new NoAnswer(`WebDriver ${method} ${url}: no answer in ${(timeout ?? 0) / 1000} s`);
    }
    throw error;
  }
  if (!response.ok) {
    throw new Error(`WebDriver ${method} ${url}: ${answer.value.error}: ${answer.value.message}`);
  }
  return answer.value;
}

/** WebKit through its W3C WebDriver (classic): console problems come from the host's watcher. */
export class WebDriverWeb extends Web<ElementRef> {
  readonly engine = 'webkit';

  constructor(
    private readonly session: WebDriverSession,
    siteUrl: string,
    scripts: Scripts,
  ) {
    super(siteUrl, scripts);
  }

  /** The test's own browser (`WebDriverSession.fresh`), its storage prepared by `init`, a script. */
  async prepare(init?: string): Promise<void> {
    await this.session.fresh();
    if (init) {
      // Storage belongs to an origin: a file of the site's, which runs no script of its own.
      await this.navigate(new URL('/robots.txt', this.siteUrl).href);
      await this.evaluateExpression(init);
    }
    await this.setViewport({ width: 1366, height: 900 });
  }

  protected async evaluateExpression<R>(expression: string): Promise<R> {
    const result = await this.session.command<R | { trioE2EError: string }>(
      'POST',
      '/execute/async',
      {
        script:
          'const done = arguments[arguments.length - 1];' +
          `Promise.resolve().then(() => ${expression}).then(done, (error) =>` +
          ' done({ trioE2EError: String(error && error.stack || error) }));',
        args: [],
      },
    );
    if (result && typeof result === 'object' && 'trioE2EError' in result) {
      throw new Error(result.trioE2EError);
    }
    return result as R;
  }
  protected async elementHandle(expression: string): Promise<ElementRef> {
    return this.session.command<ElementRef>('POST', '/execute/sync', {
      script: `return ${expression};`,
      args: [],
    });
  }
  protected async clickHandle(handle: ElementRef): Promise<void> {
    // WebKit's Element Click scrolls only an element it finds wholly out of view, and it grows
    // the element by the page's scroll-padding-top (room for the sticky header) before it looks:
    // a button less than that far below the fold counts as partly visible, is not scrolled to,
    // and the click fails with "element not interactable". Bring it into view first, as a
    // visitor would and as the spec's Element Click says (to the nearest edge: no scroll when
    // it is in view); the driver's click still fails if something else covers it.
    await this.session.command('POST', '/execute/sync', {
      script: "arguments[0].scrollIntoView({ block: 'nearest', inline: 'nearest' });",
      args: [handle],
    });
    await this.session.command('POST', `/element/${handle[elementKey]}/click`);
  }
  protected async fillHandle(handle: ElementRef, value: string): Promise<void> {
    // Element Clear changes the value behind React's back (a change event, no input event):
    // select what is there and type over it, as a visitor does.
    const had = await this.session.command<boolean>('POST', '/execute/sync', {
      script:
        'const field = arguments[0]; field.focus(); field.select(); return field.value.length > 0;',
      args: [handle],
    });
    if (value === '') {
      if (had) await this.press('Backspace');
      return;
    }
    await this.type(value);
  }
  protected async navigate(url: string): Promise<void> {
    await this.session.command('POST', '/url', { url });
  }
  /** Each chord in turn: its keys down in order, then up in reverse. */
  private async keyActions(chords: string[][]): Promise<void> {
    const actions = chords.flatMap((chord) => [
      ...chord.map((value) => ({ type: 'keyDown', value })),
      ...[...chord].reverse().map((value) => ({ type: 'keyUp', value })),
    ]);
    await this.session.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
    await this.session.command('DELETE', '/actions');
  }
  press(key: Key): Promise<void> {
    return this.keyActions([keys[key]]);
  }
  type(text: string): Promise<void> {
    return this.keyActions([...text].map((character) => [character]));
  }
  async cookies(): Promise<Cookie[]> {
    const cookies = await this.session.command<
      Array<Cookie & { expiry?: number; sameSite?: string }>
    >('GET', '/cookie');
    return cookies.map((cookie) => ({ ...cookie, expires: cookie.expiry }));
  }
  /**
   * WebKitGTK's window is never narrower than its toolbar (447 px here): a phone is checked at
   * that width, still below every breakpoint of the site (40rem), so in its phone layout.
   */
  async setViewport(size: { width: number; height: number }): Promise<void> {
    await this.session.command('POST', '/window/rect', size);
  }
  problems(): Promise<string[]> {
    return this.watched(watchKeys.problems);
  }
  /** Failed loads the watcher did not count: cancelled, the file answered when asked again. */
  cancelledLoads(): Promise<string[]> {
    return this.watched(watchKeys.cancelled);
  }
  private watched(key: string): Promise<string[]> {
    return this.evaluate(
      (name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as string[],
      key,
    );
  }
  async reload(): Promise<void> {
    await this.session.command('POST', '/refresh');
  }
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.command<string>('GET', '/screenshot'), 'base64');
  }
}
