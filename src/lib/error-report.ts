import { env } from '@/config/env';
import { pageNames, pages } from '@/config/pages';

/**
 * Errors the visitor's browser met, sent to the operator's report address (`VITE_REPORT_URL`;
 * unset: nothing is sent): uncaught errors, rejected promises nobody handled, and React's
 * recoverable errors (a hydration mismatch among them). Each report says where and what, never
 * who: the page's path with its parameters replaced by their names and no query or fragment
 * (a reset token, a search), the language, the message and the build. It goes without cookies
 * (docs/decisions/013-policy-trusted-types-reports.md).
 */

export type ErrorReport = {
  type: 'uncaught' | 'unhandled-rejection' | 'recoverable';
  /** `/en/reset/password/:token`: the page, never its parameters. */
  path: string;
  lang: string;
  message: string;
  build: string;
};

/** Pages with parameters, as patterns: `/ko/community/notice/3` reports `…/notice/:id`. */
const patterns = pageNames
  .map((name) => pages[name].path as string)
  .filter((path) => path.includes(':'))
  .map((path) => ({
    path,
    test: new RegExp(`^/[a-z]{2}/${path.replace(/:\w+/g, '[^/]+')}/?$`),
  }));

export function reportPath(pathname: string): string {
  const found = patterns.find(({ test }) => test.test(pathname));
  return found ? `${pathname.slice(0, 3)}/${found.path}` : pathname;
}

/** A message, at most 500 characters, without query strings or fragments of any address in it. */
function cleanMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/([a-z][\w+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1').slice(0, 500);
}

export function sendErrorReport(type: ErrorReport['type'], error: unknown): void {
  if (!env.reportUrl) return;
  const report: ErrorReport = {
    type,
    path: reportPath(window.location.pathname),
    lang: document.documentElement.lang,
    message: cleanMessage(error),
    build: env.buildId,
  };
  try {
    // `sendBeacon` would send the report address's cookies (its credentials mode is always
    // "include"): a keep-alive fetch is the same fire-and-forget delivery without them. Plain
    // text needs no preflight; the answer is of no use to the page.
    void fetch(env.reportUrl, {
      method: 'POST',
      body: JSON.stringify(report),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
      mode: 'no-cors',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  } catch {
    // A report must never become an error of its own.
  }
}

let watching = false;

/** Reports what nothing else caught, from now on (once per page). */
export function watchErrors(): void {
  if (watching || !env.reportUrl) return;
  watching = true;
  window.addEventListener('error', (event) =>
    sendErrorReport('uncaught', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    sendErrorReport('unhandled-rejection', event.reason),
  );
}
