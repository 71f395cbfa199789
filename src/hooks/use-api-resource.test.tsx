import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/lib/api/client';
import { useApiResource } from './use-api-resource';

describe('useApiResource', () => {
  it('goes from loading to ready', async () => {
    const load = () => Promise.resolve<ApiResponse<string[]>>({ code: 200, result: ['a'] });
    const { result } = renderHook(() => useApiResource(load));
    expect(result.current.resource).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.resource).toEqual({ status: 'ready', data: ['a'] }));
  });

  it('reports an error with its code and loads again on retry', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve<ApiResponse<string>>(
        calls === 1 ? { code: 0 } : { code: 200, result: 'ok' },
      );
    };
    const { result } = renderHook(() => useApiResource(load));
    await waitFor(() => expect(result.current.resource).toEqual({ status: 'error', code: 0 }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.resource).toEqual({ status: 'ready', data: 'ok' }));
  });

  it('a 200 without a usable result is an error, not an empty list', async () => {
    const load = () => Promise.resolve<ApiResponse<string>>({ code: 200 });
    const { result } = renderHook(() => useApiResource(load));
    await waitFor(() => expect(result.current.resource).toEqual({ status: 'error', code: 200 }));
  });

  it('ignores the answer of a request that was replaced', async () => {
    let resolveFirst: (value: ApiResponse<string>) => void = () => undefined;
    const first = () => new Promise<ApiResponse<string>>((resolve) => (resolveFirst = resolve));
    const second = () => Promise.resolve<ApiResponse<string>>({ code: 200, result: 'second' });
    const { result, rerender } = renderHook(({ load }) => useApiResource(load), {
      initialProps: { load: first },
    });
    rerender({ load: second });
    await waitFor(() =>
      expect(result.current.resource).toEqual({ status: 'ready', data: 'second' }),
    );
    resolveFirst({ code: 200, result: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.resource).toEqual({ status: 'ready', data: 'second' });
  });
});
