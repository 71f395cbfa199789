import { env } from '@/config/env';
import { pageNames, pages } from '@/config/pages';

/**
 * Errors the visitor's browser met, sent to the operator's report address (`VITE_REPORT_URL`;
 * unset: nothing is sent): uncaught errors, rejected promises nobody handled, React's
 * recoverable errors (a hydration mismatch among them), and API calls the site handled but that
 * failed on the company's side (code 0 or 5xx). Each report says where and what, never who: the
 * page's path with its parameters replaced by their names and no query or fragment (a reset
 * token, a search), the language, the message and the build. It goes without cookies
 * (docs/decisions/013-policy-trusted-types-reports.md). A page sends at most
 * `MAX_REPORTS_PER_KIND` of each kind and each message once, however often it fails.
 */

export type ErrorReport = {
  type: 'uncaught' | 'unhandled-rejection' | 'recoverable' | 'api-failure';
  /** `/en/reset/password/:token`: the page, never its parameters. */
  path: string;
  lang: string;
  message: string;
  build: string;
  /** `api-failure` only: the call (`certificate/request`) and the code (0: unreachable). */
  call?: string;
  code?: number;
};

/** Reports of one kind a page load sends at most (a page that throws in a loop sends these). */
export const MAX_REPORTS_PER_KIND = 10;
/** Longest message and path a report carries (characters). */
const MAX_MESSAGE = 500;
const MAX_PATH = 200;

const sent = new Map<ErrorReport['type'], Set<string>>();

/** Whether this report may go: its kind under the cap, its message not sent before. */
function admit(type: ErrorReport['type'], message: string): boolean {
  const messages = sent.get(type) ?? new Set<string>();
  sent.set(type, messages);
  if (messages.size >= MAX_REPORTS_PER_KIND || messages.has(message)) return false;
  messages.add(message);
  return true;
}

/** Forgets what this page load sent (tests). */
export function resetReportLimits(): void {
  sent.clear();
}

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
  // Cut before the search too: the pattern backtracks, and a megabyte of text would hang the page.
  return text
    .slice(0, MAX_MESSAGE * 4)
    .replace(/([a-z][\w+.-]*:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1')
    .slice(0, MAX_MESSAGE);
}

export function sendErrorReport(
  type: ErrorReport['type'],
  error: unknown,
  details?: Pick<ErrorReport, 'call' | 'code'>,
): void {
  if (!env.reportUrl) return;
  const message = cleanMessage(error);
  if (!admit(type, message)) return;
  const report: ErrorReport = {
    type,
    path: reportPath(window.location.pathname).slice(0, MAX_PATH),
    lang: document.documentElement.lang,
    message,
    build: env.buildId,
    ...details,
  };
  postQuietly(env.reportUrl, report);
}

/**
 * Posts JSON as plain text, fire and forget: the error reports and the analytics service's
 * events. `sendBeacon` would send the address's cookies (its credentials mode is always
 * "include"): a keep-alive fetch is the same delivery without them. Plain text needs no
 * preflight; the answer is of no use to the page, and no failure becomes an error of its own.
 */
export function postQuietly(url: string, value: unknown): void {
  try {
    void fetch(url, {
      method: 'POST',
      body: JSON.stringify(value),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
      mode: 'no-cors',
      // The site's origin and never the page's path, also in `Origin`, which the receiver
      // may check (`no-referrer` would make it "null").
      referrerPolicy: 'strict-origin',
    }).catch(() => undefined);
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * A call the site handled that failed on the company's side: unreachable or timed out (code 0)
 * or a server error (5xx). Only the call's name and the code: never what the visitor sent.
 */
export function reportApiFailure(call: string, code: number): void {
  sendErrorReport('api-failure', `${call} failed with code ${code}`, { call, code });
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
