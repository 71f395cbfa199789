import type { IncomingHttpHeaders } from 'node:http';

/**
 * A model of the analytics service's ingestion, Plausible's `POST /api/event` as its Events API
 * reference documents it, for the browser tests: what a request must be for the service to count
 * it. The tests' builds send their counts to the demo API's `/__analytics` (global-setup.ts),
 * which keeps each request with the problems found here.
 */

/** Where the events API lives under the service's address (`VITE_ANALYTICS_URL`). */
export const eventPath = '/api/event';

/** The request body's documented fields; the rest are not the API's. */
const required = ['name', 'url', 'domain'] as const;
const optional = ['referrer', 'screen_width', 'props', 'revenue', 'interactive'];
/** The documented limits of custom properties. */
const MAX_PROPS = 30;
const MAX_KEY = 300;
const MAX_VALUE = 2000;

export type ReceivedEvent = {
  /** The body as sent, when it was JSON. */
  body: Record<string, unknown> | undefined;
  /** What is not as the API documents it (empty: the service would count it). */
  problems: string[];
  /** Whether the request carried a cookie (the site must never send one). */
  cookie: boolean;
};

/** Checks one request to `/api/event` against the documented format. */
export function checkEvent(
  method: string,
  headers: IncomingHttpHeaders,
  raw: string,
): ReceivedEvent {
  const problems: string[] = [];
  if (method !== 'POST') problems.push(`method ${method}, not POST`);
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') {
    problems.push(`Content-Type "${type ?? ''}": must be application/json or text/plain`);
  }
  if (!headers['user-agent']) problems.push('no User-Agent (the service counts visitors by it)');
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    } else problems.push('the body is not a JSON object');
  } catch {
    problems.push('the body is not JSON');
  }
  if (body) {
    for (const field of required) {
      if (typeof body[field] !== 'string' || body[field] === '') problems.push(`no ${field}`);
    }
    for (const field of Object.keys(body)) {
      if (!(required as readonly string[]).includes(field) && !optional.includes(field)) {
        problems.push(`unknown field ${field}`);
      }
    }
    if (typeof body.url === 'string' && !URL.canParse(body.url)) {
      problems.push(`url "${body.url}" is not an absolute address`);
    }
    if ('referrer' in body && typeof body.referrer !== 'string') problems.push('referrer');
    if ('props' in body) problems.push(...checkProps(body.props));
  }
  return { body, problems, cookie: Boolean(headers.cookie) };
}

function checkProps(props: unknown): string[] {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    return ['props is not an object'];
  }
  const entries = Object.entries(props);
  const problems = entries.length > MAX_PROPS ? [`more than ${MAX_PROPS} props`] : [];
  for (const [key, value] of entries) {
    if (key.length > MAX_KEY) problems.push(`prop key longer than ${MAX_KEY}`);
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      problems.push(`prop ${key} is not a scalar`);
    } else if (String(value).length > MAX_VALUE) {
      problems.push(`prop ${key} longer than ${MAX_VALUE}`);
    }
  }
  return problems;
}
