import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { namespaces } from '@/config/namespaces';
import { resetDb } from '@/demo-api/db';
import { resetReportLimits } from '@/lib/error-report';
import { i18n, initI18n, loadNamespaces } from '@/lib/i18n';
import { rememberLanguageChoices } from '@/lib/language-cookie';
import { resetVersionCheck } from '@/lib/version-check';
import { resetAlerts } from '@/stores/alerts';
import { resetSession } from '@/stores/session';
import { server } from './msw-server';

// A `findBy…` waits up to 1 s by default: on a loaded 2-core machine a route's lazy import can
// take longer, and a test that waits for what will come is not wrong for waiting longer.
configure({ asyncUtilTimeout: 5_000 });

const unhandledRequests: string[] = [];
const consoleMessages: string[] = [];

/**
 * Test files share one jsdom window per worker (vitest.config.ts, `isolate: false`) but each
 * runs this file anew: what goes into the window is installed once, marked on the window.
 */
const prepared = Symbol.for('trio.test-window-prepared');

beforeAll(async () => {
  if (typeof window !== 'undefined' && !Reflect.has(window, prepared)) {
    Reflect.set(window, prepared, true);
    // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
    window.scrollTo = () => undefined;
    polyfillDialog();
    // What every page's inline script (or the app, on a page without one) installs.
    rememberLanguageChoices();
  }
  server.listen({ onUnhandledRequest: 'error' });
  // `onUnhandledRequest: 'error'` only logs; this makes a request without a handler fail the test.
  server.events.on('request:unhandled', ({ request }) => {
    unhandledRequests.push(`${request.method} ${request.url}`);
  });
  await initI18n('en');
  await loadNamespaces('en', namespaces);
});

beforeEach(() => {
  // Before each test: a test of the page's head may have emptied it.
  if (typeof document !== 'undefined') showHeaderMenuAsOnWideScreens();
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleMessages.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(async () => {
  server.resetHandlers();
  resetDb();
  resetSession();
  resetAlerts();
  resetVersionCheck();
  resetReportLimits();
  await i18n.changeLanguage('en');
  if (typeof document !== 'undefined') resetBrowserState();
  const problems = [...unhandledRequests.splice(0), ...consoleMessages.splice(0)];
  if (problems.length > 0) throw new Error(`Test left problems:\n${problems.join('\n')}`);
});

/** The DOM tests' browser state; the import-safety test runs without a DOM at all. */
function resetBrowserState() {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.lang = 'en';
}

afterAll(() => server.close());

/**
 * jsdom knows `<dialog>` but not `showModal()` and `close()`. This models what the app relies on:
 * the `open` attribute (a closed dialog is hidden and has no role for Testing Library), `close`
 * fired as a task, and Escape as the browser's close request: `cancel` to the topmost modal, then
 * `close()` unless cancelled. Inertness, the top layer and the browser's own focus moves are not
 * modelled: the browser tests check those.
 */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const forget = (dialog: HTMLDialogElement) => {
    const at = modals.indexOf(dialog);
    if (at >= 0) modals.splice(at, 1);
  };

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open || !this.isConnected) {
      throw new DOMException(
        'The dialog is already open or not in a document.',
        'InvalidStateError',
      );
    }
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    forget(this);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };

  // After every listener, as the browser's default action: a cancelled keydown closes nothing.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog taken out of the page is no longer modal.
    modals.filter((dialog) => !dialog.isConnected || !dialog.open).forEach(forget);
    const top = modals.at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/**
 * The header's menu is a popover that header.css shows in the bar on wide screens (the unit
 * tests' width); jsdom applies the browser's popover styles but loads none of ours.
 */
function showHeaderMenuAsOnWideScreens() {
  if (document.head.querySelector('style[data-test-wide-header]')) return;
  const style = document.createElement('style');
  style.dataset.testWideHeader = '';
  style.textContent = '.site-header__menu { display: flex; }';
  document.head.append(style);
}
