import { http, HttpResponse } from 'msw';

/**
 * msw handlers for the community tests: answers the demo API does not give (empty, failing,
 * malformed, slow). Pass them to `server.use(...)`.
 */

export type ListName = 'notices' | 'gallery' | 'videos' | 'references';

const api = (path: string) => `*/api/v1/${path}`;

/** A 200 envelope whose `result` is exactly this (valid or not). */
export function answerList(name: ListName, result: unknown) {
  return http.get(api(name), () => HttpResponse.json({ code: 200, result }));
}

/** A failing call; `once` lets the next call reach the demo API (for retry). */
export function failList(name: ListName, { once = false, code = 500 } = {}) {
  return http.get(api(name), () => HttpResponse.json({ code }, { status: code }), { once });
}

/** The server cannot be reached (code 0 on the client). */
export function unreachableList(name: ListName) {
  return http.get(api(name), () => HttpResponse.error());
}

/**
 * Holds the call until `release()`, then lets the demo API answer it (a resolver that returns
 * nothing hands the request on to the next handler).
 */
export function holdList(name: ListName) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.get(api(name), async () => {
    await gate;
  });
  return { handler, release: () => release() };
}

/** One notice (api.md call 12) with this content. */
export function answerNotice(notice: Record<string, unknown>) {
  return http.get(api('notices/:id'), () =>
    HttpResponse.json({
      code: 200,
      result: { id: 77, title: 'Test notice', createdAt: '2026-03-01T10:00:00+09:00', ...notice },
    }),
  );
}

export function failNotice(code: number, { once = false } = {}) {
  return http.get(api('notices/:id'), () => HttpResponse.json({ code }, { status: code }), {
    once,
  });
}
