import { env } from '@/config/env';
import type { Language } from '@/config/languages';

/** Code used on the client side for a network failure, a timeout or an aborted call. */
export const NETWORK_ERROR = 0;
export const REQUEST_TIMEOUT_MS = 10_000;

export type ApiResponse<T> = {
  code: number;
  message?: string;
  /** Present only when the answer's `result` passed the call's own shape check. */
  result?: T;
};

type Query = Record<string, string | number | undefined>;

export type RequestOptions<T> = {
  /** The page's language, sent as `Accept-Language` (api.md). */
  lang: Language;
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Query;
  /** Send the session cookie (api.md marks these calls "credentials"). */
  credentials?: boolean;
  /** Checks the shape of `result`; a result that fails it is dropped. */
  parse?: (result: unknown) => T | undefined;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The call's name in failure reports, for a path with parameters (`notices/:id`); otherwise
   * the path after `/api/v1/`.
   */
  name?: string;
};

function apiUrl(path: string, query?: Query): URL {
  const base = env.apiBaseUrl || globalThis.location.origin;
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readEnvelope<T>(
  response: Response,
  parse: RequestOptions<T>['parse'],
): Promise<ApiResponse<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { code: response.status };
  }
  if (!isRecord(body) || typeof body.code !== 'number' || !Number.isFinite(body.code)) {
    return { code: response.status };
  }
  const answer: ApiResponse<T> = { code: body.code };
  if (typeof body.message === 'string') answer.message = body.message;
  const result = parse ? parse(body.result) : undefined;
  if (result !== undefined) answer.result = result;
  return answer;
}

type FailureListener = (call: string, code: number) => void;
let failureListener: FailureListener | undefined;

/**
 * Who hears of calls that failed on the company's side: the error reports, which the app's
 * start-up connects (src/app/start.tsx). Not imported here: every page with an API call would
 * carry the report code's own dependencies in its chunk.
 */
export function reportApiFailuresTo(listener: FailureListener | undefined): void {
  failureListener = listener;
}

/**
 * The one way the site talks to the API. It never throws: every failure becomes a code, and
 * code 0 means the server could not be reached (offline, timeout, aborted). A failure on the
 * company's side (0 or 5xx) is reported by the call's name and code (reportApiFailuresTo),
 * but not when the page itself gave up (aborted) or the visitor is offline.
 */
export async function apiRequest<T = never>(
  path: string,
  options: RequestOptions<T>,
): Promise<ApiResponse<T>> {
  const answer = await send(path, options);
  const { code } = answer;
  const failed = code === NETWORK_ERROR ? globalThis.navigator?.onLine !== false : code >= 500;
  if (failed && code < 600 && !options.signal?.aborted) {
    failureListener?.(options.name ?? path.replace(/^\/api\/v1\//, ''), code);
  }
  return answer;
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<ApiResponse<T>> {
  const { lang, method = 'GET', body, query, credentials = false, parse, signal } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': lang,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(apiUrl(path, query), {
      method,
      headers,
      // Stryker disable next-line ConditionalExpression: JSON.stringify(undefined) is undefined too
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: credentials ? 'include' : 'same-origin',
      signal: controller.signal,
    });
    return await readEnvelope(response, parse);
  } catch {
    return { code: NETWORK_ERROR };
    // Stryker disable next-line BlockStatement: it frees the timer and the listener; aborting a call that has ended shows nothing
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** Small shape checks for `result` fields, so a malformed answer cannot reach the UI. */
export const shape = {
  isRecord,
  id(value: unknown): value is string | number {
    return (
      (typeof value === 'string' && value !== '') ||
      (typeof value === 'number' && Number.isFinite(value))
    );
  },
  text(value: unknown, fallback = ''): string {
    return typeof value === 'string' ? value : fallback;
  },
};
