import { idempotencyKeyHeader } from '@gbc/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { ApiError } from '../src/api-error.js';
import { useApiMutation } from '../src/api-mutation.js';
import { apiQueryOptions, useApiQuery } from '../src/api-query.js';
import { createQueryClient } from '../src/query-client.js';
import { QueryProvider } from '../src/query-provider.js';

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();
const answers = new Map<string, { status: number; body?: unknown }[]>();

beforeEach(() => {
  answers.clear();
  fetchMock.mockReset().mockImplementation(async (url) => {
    const { status, body } = answers.get(url)?.shift() ?? { status: 404 };
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const answer = (path: string, ...replies: { status: number; body?: unknown }[]) => answers.set(path, replies);
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryProvider client={createQueryClient({ retries: 0 })}>{children}</QueryProvider>
);

const nameSchema = z.object({ name: z.string() });
const nameQuery = {
  key: ['test', 'name'],
  path: '/api/test/name',
  schema: nameSchema,
  accessToken: 'token-1',
};

describe('useApiMutation', () => {
  it('sends the body with the access token, checks the answer and refetches the queries it names', async () => {
    answer(
      '/api/test/name',
      { status: 200, body: { name: 'Ada' } },
      { status: 200, body: { name: 'Grace' } },
    );
    answer('/api/test/rename', { status: 200, body: { name: 'Grace' } });
    const { result } = renderHook(
      () => ({
        name: useApiQuery(apiQueryOptions(nameQuery)),
        rename: useApiMutation<{ name: string }, { name: string }>({
          method: 'PATCH',
          path: '/api/test/rename',
          schema: nameSchema,
          accessToken: 'token-1',
          invalidates: [nameQuery.key],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.name.data).toEqual({ name: 'Ada' }));

    let answered: unknown;
    await act(async () => {
      answered = await result.current.rename.mutateAsync({ name: 'Grace' });
    });

    expect(answered).toEqual({ name: 'Grace' });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/test/rename') ?? [];
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ name: 'Grace' }) });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/test/name')?.[1].headers).toMatchObject({
      Authorization: 'Bearer token-1',
    });
    await waitFor(() => expect(result.current.name.data).toEqual({ name: 'Grace' }));
  });

  it('rejects with the API error, keeps it for the page, logs it once and sends it once', async () => {
    answer('/api/test/rename', {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'Taken' } },
    });
    const { result } = renderHook(
      () => useApiMutation({ method: 'POST', path: '/api/test/rename', errorContext: 'rename' }),
      { wrapper },
    );

    await act(async () => {
      await expect(result.current.mutateAsync({ name: 'x' })).rejects.toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: 'Taken',
      });
    });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('sends a fresh Idempotency-Key per submission and the same one when a failed body is sent again', async () => {
    answer(
      '/api/test/orders',
      { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Later' } } },
      { status: 201, body: {} },
      { status: 201, body: {} },
      { status: 201, body: {} },
    );
    const { result } = renderHook(() => useApiMutation({ method: 'POST', path: '/api/test/orders' }), {
      wrapper,
    });
    const send = async (body: unknown) => {
      await act(async () => {
        await result.current.mutateAsync(body).catch(() => {});
      });
    };

    await send({ item: 'tea' });
    await send({ item: 'tea' });
    await send({ item: 'tea' });
    await send({ item: 'coffee' });

    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)[idempotencyKeyHeader],
    );
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // The retry after the 503 is the same submission; once it succeeded, the next one is new.
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  });
});
