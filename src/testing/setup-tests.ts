import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, initI18n, loadNamespaces, namespaces } from '@/lib/i18n';
import { resetVersionCheck } from '@/lib/version-check';
import { resetAlerts } from '@/stores/alerts';
import { resetSession } from '@/stores/session';
import { resetDb } from './mocks/db';
import { server } from './mocks/server';

const unhandledRequests: string[] = [];
const consoleMessages: string[] = [];

beforeAll(async () => {
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  if (typeof window !== 'undefined') window.scrollTo = () => undefined;
  server.listen({ onUnhandledRequest: 'error' });
  // `onUnhandledRequest: 'error'` only logs; this makes a request without a handler fail the test.
  server.events.on('request:unhandled', ({ request }) => {
    unhandledRequests.push(`${request.method} ${request.url}`);
  });
  await initI18n('en');
  await loadNamespaces('en', namespaces);
});

beforeEach(() => {
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
