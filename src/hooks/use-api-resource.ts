import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '@/lib/api/client';

export type Resource<T> =
  { status: 'loading' } | { status: 'error'; code: number } | { status: 'ready'; data: T };

type Answer<T> = { load: unknown; attempt: number; resource: Resource<T> };

const loading = { status: 'loading' } as const;

/**
 * Loads one API resource for a component: loading, then the data or an error with its code.
 * The answer is kept with the loader and attempt that produced it, so another page, another
 * language or a retry shows "loading" again and a late older answer is never shown. `load`
 * must be stable for the same inputs (wrap it in useCallback). `initial` is the answer the page
 * was rendered with (src/lib/api/preloaded.ts): the first render shows it, as the HTML does,
 * and that first loader is not called.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<ApiResponse<T>>,
  initial?: T,
) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(() =>
    initial === undefined
      ? null
      : { load, attempt: 0, resource: { status: 'ready', data: initial } },
  );
  // The loader whose answer came with the page; a retry or another loader asks the API.
  const seeded = useRef(initial === undefined ? undefined : load);

  useEffect(() => {
    if (seeded.current === load && attempt === 0) return;
    seeded.current = undefined;
    const controller = new AbortController();
    void load(controller.signal).then(({ code, result }) => {
      if (controller.signal.aborted) return;
      const resource: Resource<T> =
        code === 200 && result !== undefined
          ? { status: 'ready', data: result }
          : { status: 'error', code };
      setAnswer({ load, attempt, resource });
    });
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = answer && answer.load === load && answer.attempt === attempt;
  return { resource: current ? answer.resource : loading, retry };
}
