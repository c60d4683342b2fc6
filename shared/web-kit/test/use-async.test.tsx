import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from '../src/use-async.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useAsync', () => {
  it('goes from loading to success', async () => {
    const { result } = renderHook(() => useAsync(async () => 42, []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(42);
  });

  it('reports a rejection as an error and loads again on reload', async () => {
    const load = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('down'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('ok');
  });

  it('aborts the previous run and ignores its late result when deps change', async () => {
    const runs = new Map<string, { signal: AbortSignal; resolve: (value: string) => void }>();
    const { result, rerender } = renderHook(
      ({ slug }) =>
        useAsync(
          (signal) => {
            const pending = deferred<string>();
            runs.set(slug, { signal, resolve: pending.resolve });
            return pending.promise;
          },
          [slug],
        ),
      { initialProps: { slug: 'old' } },
    );
    rerender({ slug: 'new' });
    expect(runs.get('old')?.signal.aborted).toBe(true);

    await act(async () => runs.get('new')?.resolve('new data'));
    await act(async () => runs.get('old')?.resolve('old data'));
    expect(result.current).toMatchObject({ status: 'success', data: 'new data' });
  });

  it('aborts on unmount', () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useAsync((signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      }, []),
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});
