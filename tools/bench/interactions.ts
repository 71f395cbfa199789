/**
 * What a visitor feels after the page has loaded: how long each tap or key press takes until the
 * screen answers, as Event Timing measures it (the figure INP reports), in Chromium at a phone
 * viewport with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), and how long the app
 * takes to be ready (hydrated) after navigation start.
 *
 * Each run is a fresh browser context: the page loads, hydrates and settles, then the one
 * interaction happens, and its figure is the longest Event Timing entry from the moment of the
 * tap (`durationThreshold` 16, so shorter events are not reported: "< 16"). Builds are measured
 * in turns within each round (A B, then B A), so every build sees the same machine load; only a
 * figure measured side by side in one run means anything on a shared machine
 * (docs/decisions/007-benchmark-machine.md).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs } from '../testbed/chromium';

export const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
const POPUP_KEY = 'trio.popup.hiddenUntil';

/** One site under test: a label (the commit), its host's URL, and a hook run before each load. */
export type Target = { label: string; url: string; select: () => void };

type Interaction = {
  id: string;
  name: string;
  path: string;
  /** The home page popup stays (only where the interaction is about it). */
  popup?: boolean;
  /** What happens before the measured event: open the menu, focus an input. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** Resolves once the screen shows the answer to `act`. */
  answered: (page: Page) => Promise<unknown>;
};

const openMenu = async (page: Page) => {
  await page.click('.site-header__menu-button');
  await page.waitForSelector('.site-header__menu:popover-open');
  await settle(page);
};

export const INTERACTIONS: Interaction[] = [
  {
    id: 'menu',
    name: 'open the phone menu',
    path: '/en/home',
    act: (page) => page.click('.site-header__menu-button'),
    answered: (page) => page.waitForSelector('.site-header__menu:popover-open'),
  },
  {
    id: 'navigation',
    name: 'in-app navigation (menu link to /en/company)',
    path: '/en/home',
    prepare: openMenu,
    act: (page) => page.click('.site-header__menu nav a[href="/en/company"]'),
    answered: (page) =>
      waitUntil(
        page,
        `location.pathname === '/en/company' && document.querySelector('main h1') !== null`,
      ),
  },
  {
    id: 'language',
    name: 'language switch (en → ko)',
    path: '/en/home',
    prepare: openMenu,
    act: (page) => page.click('.site-header__menu .language-switcher a[hreflang="ko"]'),
    answered: (page) =>
      waitUntil(page, `location.pathname === '/ko/home' && document.documentElement.lang === 'ko'`),
  },
  {
    id: 'calculator',
    name: 'calculator keystroke',
    path: '/en/trio/rule',
    prepare: async (page) => {
      await page.click('.trio-calculator__input');
      await settle(page);
    },
    act: (page) => page.keyboard.press('7'),
    answered: (page) => waitUntil(page, `document.activeElement?.value?.includes('7')`),
  },
  {
    id: 'course',
    name: 'open the course request dialog',
    path: '/en/certificate/sport',
    act: (page) => page.getByRole('button', { name: 'Apply for this course' }).first().click(),
    answered: (page) => page.waitForSelector('dialog[open] form'),
  },
  {
    id: 'login',
    name: 'submit the empty login form',
    path: '/en/auth/login',
    act: (page) => page.getByRole('button', { name: 'Log in', exact: true }).click(),
    answered: (page) => page.waitForSelector('main [aria-invalid="true"]'),
  },
  {
    id: 'popup',
    name: 'close the home page popup',
    path: '/en/home',
    popup: true,
    prepare: (page) => page.waitForSelector('dialog[open]').then(() => settle(page)),
    act: (page) => page.locator('dialog[open]').getByRole('button', { name: 'Close' }).click(),
    answered: (page) => waitUntil(page, `!document.querySelector('dialog[open]')`),
  },
];

/** The row of the app's start: navigation start until `<html data-app="ready">`. */
export const READY_ROW = 'app ready after navigation start';

/**
 * Runs in every document before its scripts: records Event Timing entries and when the app
 * marked itself ready. The browser side is a string: the tools are typed without the DOM.
 */
const recorder = (dismissPopup: boolean) => `(() => {
  if (!location.protocol.startsWith('http')) return;
  ${
    dismissPopup
      ? `const midnight = new Date(); midnight.setHours(24, 0, 0, 0);
  localStorage.setItem(${JSON.stringify(POPUP_KEY)}, String(midnight.getTime()));`
      : ''
  }
  const bench = (window.__bench = { entries: [], ready: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.entries.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        interaction: entry.interactionId,
        processing: entry.processingEnd - entry.processingStart,
        delay: entry.processingStart - entry.startTime,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const mark = () => {
    if (!bench.ready && document.documentElement?.dataset.app === 'ready') {
      bench.ready = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-app'],
  });
})();`;

/**
 * Polls `expression` in the page until it is true. Not Playwright's `waitForFunction`: it
 * evaluates its predicate with `new Function`, which the site's CSP (no 'unsafe-eval') refuses.
 */
async function waitUntil(page: Page, expression: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await page.evaluate(`Boolean(${expression})`))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** Waits until the main thread has been idle once and two frames have been presented. */
async function settle(page: Page) {
  await page.evaluate(
    `new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))), { timeout: 2000 }))`,
  );
}

type EventEntry = {
  name: string;
  start: number;
  duration: number;
  interaction: number;
  processing: number;
  delay: number;
};

type RunResult = {
  /** The longest Event Timing entry after the tap, ms; 0 when none reached 16 ms. */
  duration: number;
  /** That entry's event and its input delay and handler time. */
  event: string;
  ready: number;
};

type TraceOptions = { dir: string; label: string };

/** One fresh load and one interaction. */
async function runOnce(
  browser: Browser,
  target: Target,
  interaction: Interaction,
  trace?: TraceOptions,
): Promise<RunResult> {
  target.select();
  const began = Date.now();
  const step = (what: string) => {
    if (process.env.BENCH_VERBOSE)
      console.log(`    ${interaction.id} ${target.label} ${what} +${Date.now() - began} ms`);
  };
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(recorder(!interaction.popup));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target.url + interaction.path, { timeout: 60_000 });
    step('loaded');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 60_000 });
    await waitUntil(page, `!document.querySelector('.session-links--pending, .skeleton')`, 30_000);
    step('ready');
    await settle(page);
    step('settled');
    const ready = Number(await page.evaluate('window.__bench.ready'));
    await interaction.prepare?.(page);
    await page.evaluate('window.__bench.entries = []; window.__bench.t0 = performance.now()');
    if (trace) {
      mkdirSync(trace.dir, { recursive: true });
      await browser.startTracing(page, {
        path: join(trace.dir, `${interaction.id}-${trace.label}.json`),
        categories: TRACE_CATEGORIES,
        screenshots: false,
      });
    }
    try {
      await interaction.act(page);
      await interaction.answered(page);
      step('answered');
      // Event Timing reports an event after the frame that answered it was presented.
      await waitUntil(
        page,
        'window.__bench.entries.some((entry) => entry.interaction > 0)',
        5_000,
      ).catch(() => undefined);
      step('reported');
      await settle(page);
      step('settled again');
    } finally {
      if (trace) await browser.stopTracing();
    }
    const entries = (await page.evaluate(
      'window.__bench.entries.filter((entry) => entry.start >= window.__bench.t0)',
    )) as EventEntry[];
    const longest = entries.reduce<EventEntry | undefined>(
      (worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst),
      undefined,
    );
    return {
      duration: longest?.duration ?? 0,
      event: longest
        ? `${longest.name} (delay ${Math.round(longest.delay)}, handlers ${Math.round(longest.processing)})`
        : '',
      ready,
    };
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'disabled-by-default-v8.cpu_profiler',
];

export type InteractionResults = {
  /** Per build label, per interaction id (and READY_ROW), the runs. */
  runs: Map<string, Map<string, RunResult[]>>;
  benchmarkIndex: number[];
};

/** Lighthouse's CPU probe, in a page of its own without the slowdown. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/**
 * `runs` rounds; in each, every interaction on every build, the builds' order alternating from
 * one interaction to the next. One unrecorded load of each page per build first (cold caches).
 * With `traceDir`, one more run of each interaction on each build is traced, and not counted.
 */
export async function measureInteractions(
  chromePath: string,
  targets: Target[],
  runs: number,
  options: { only?: string[]; traceDir?: string } = {},
): Promise<InteractionResults> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const chosen = INTERACTIONS.filter(
    (interaction) => !options.only?.length || options.only.includes(interaction.id),
  );
  const results: InteractionResults = { runs: new Map(), benchmarkIndex: [] };
  for (const target of targets) results.runs.set(target.label, new Map());
  try {
    results.benchmarkIndex.push(await benchmarkIndex(browser));
    for (const target of targets) {
      for (const path of new Set(chosen.map((interaction) => interaction.path))) {
        const warmup = chosen.find((interaction) => interaction.path === path);
        if (warmup) {
          await runOnce(browser, target, warmup).catch((error: unknown) => {
            console.warn(`! warm-up ${target.label} ${path}: ${String(error).split('\n')[0]}`);
          });
        }
      }
    }
    // Traced runs are slower (the profiler samples the main thread): kept out of the figures.
    if (options.traceDir) {
      for (const interaction of chosen) {
        for (const target of targets) {
          await runOnce(browser, target, interaction, {
            dir: options.traceDir,
            label: target.label,
          }).catch((error: unknown) => {
            console.warn(
              `! trace ${target.label} ${interaction.id}: ${String(error).split('\n')[0]}`,
            );
          });
        }
      }
      console.log(`  traces in ${options.traceDir}`);
    }
    let turn = 0;
    for (let round = 1; round <= runs; round += 1) {
      for (const interaction of chosen) {
        const order = turn % 2 === 0 ? targets : [...targets].reverse();
        turn += 1;
        const line: string[] = [];
        for (const target of order) {
          let result: RunResult;
          try {
            result = await runOnce(browser, target, interaction);
          } catch (error) {
            console.warn(`! ${target.label} ${interaction.id}: ${String(error).split('\n')[0]}`);
            continue;
          }
          const byId = results.runs.get(target.label);
          byId?.set(interaction.id, [...(byId.get(interaction.id) ?? []), result]);
          if (interaction.path === '/en/home' && !interaction.popup) {
            byId?.set(READY_ROW, [...(byId.get(READY_ROW) ?? []), result]);
          }
          line.push(`${target.label} ${Math.round(result.duration)} ms`);
        }
        console.log(`  run ${round}/${runs}  ${interaction.id.padEnd(10)} ${line.join('  ')}`);
      }
      results.benchmarkIndex.push(await benchmarkIndex(browser));
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
