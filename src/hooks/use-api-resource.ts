import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '@/lib/api/client';

export type Resource<T> =
  { status: 'loading' } | { status: 'error'; code: number } | { status: 'ready'; data: T };

type Answer<T> = { load: unknown; attempt: number; resource: Resource<T> };

const loading = { status: 'loading' } as const;

/**
 * Loads one API resource for a component: loading, then the data or an error with its code.
 * The answer is kept with the loader and attempt that produced it, so another page, another
 * language or a retry shows "loading" again and a late older answer is never shown. `load`
 * must be stable for the same inputs (wrap it in useCallback).
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<ApiResponse<T>>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
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
