import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { ApiError } from '../src/api-error.js';
import {
  apiInfiniteQueryOptions,
  apiQueryOptions,
  useApiInfiniteQuery,
  useApiQuery,
} from '../src/api-query.js';
import { createQueryClient, isRetryableError, queryGcTimeMs, queryRetryDelay } from '../src/query-client.js';
import { QueryProvider } from '../src/query-provider.js';

interface FakeAnswer {
  status: number;
  body?: unknown;
}

const fetchMock = jest.fn<Promise<unknown>, [string]>();

function answer(...answers: FakeAnswer[]) {
  for (const { status, body } of answers) {
    fetchMock.mockImplementationOnce(async () => ({
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    }));
  }
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
}

const greetingSchema = z.object({ greeting: z.string() });
const greeting = {
  key: ['test', 'greeting'],
  path: '/api/test/greeting',
  schema: greetingSchema,
  errorContext: 'Failed to greet',
};

function apiError(status: number) {
  return new ApiError({ status, code: 'X', message: 'x' });
}

describe('query client defaults (spec 1: retry 3, back-off 1 s doubling capped at 30 s, gc 5 min)', () => {
  it('waits 1 s, 2 s, 4 s … between retries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a failed query three times in the browser and never on the server', () => {
    const browser = createQueryClient().getDefaultOptions().queries;
    const server = createQueryClient({ server: true }).getDefaultOptions().queries;
    const retry = browser?.retry as (count: number, error: unknown) => boolean;
    const serverRetry = server?.retry as (count: number, error: unknown) => boolean;
    expect([0, 1, 2, 3].map((count) => retry(count, apiError(503)))).toEqual([true, true, true, false]);
    expect(serverRetry(0, apiError(503))).toBe(false);
    expect(browser?.retryDelay).toBe(queryRetryDelay);
    expect(browser?.gcTime).toBe(queryGcTimeMs);
    expect(queryGcTimeMs).toBe(300_000);
  });

  it('does not retry answers that cannot change (4xx) but does retry timeouts, rate limits and network faults', () => {
    expect(isRetryableError(apiError(404))).toBe(false);
    expect(isRetryableError(apiError(400))).toBe(false);
    expect(isRetryableError(apiError(429))).toBe(true);
    expect(isRetryableError(apiError(408))).toBe(true);
    expect(isRetryableError(apiError(0))).toBe(true);
    expect(isRetryableError(apiError(500))).toBe(true);
    expect(isRetryableError(new TypeError('offline'))).toBe(true);
    expect(isRetryableError(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }))).toBe(
      false,
    );
  });
});

describe('useApiQuery', () => {
  it('fetches through the API client and returns the validated body', async () => {
    answer({ status: 200, body: { greeting: 'hello' } });
    const { result } = renderHook(() => useApiQuery(apiQueryOptions(greeting)), {
      wrapper: wrapperFor(createQueryClient({ retries: 0 })),
    });
    await waitFor(() => expect(result.current.data).toEqual({ greeting: 'hello' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/test/greeting', expect.objectContaining({ method: 'GET' }));
  });

  it('retries a server error, then logs the failure once under the query context', async () => {
    const client = createQueryClient();
    // The back-off itself is covered above; here only the number of attempts matters.
    client.setQueryDefaults(greeting.key, { retryDelay: 0 });
    answer(
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 200, body: { greeting: 'too late' } },
    );
    const { result } = renderHook(() => useApiQuery(apiQueryOptions(greeting)), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[gbc] Failed to greet', expect.any(ApiError));
  });

  it('treats a body that does not match the schema as an error, not as data, and does not retry it', async () => {
    answer({ status: 200, body: { greeting: 42 } });
    const { result } = renderHook(() => useApiQuery(apiQueryOptions(greeting)), {
      wrapper: wrapperFor(createQueryClient()),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

function Greeting() {
  const { data } = useApiQuery(apiQueryOptions(greeting));
  return <p>{data?.greeting ?? 'loading'}</p>;
}

describe('QueryProvider', () => {
  it('renders from dehydrated server state without fetching again', async () => {
    const server = createQueryClient({ server: true });
    answer({ status: 200, body: { greeting: 'from the server' } });
    await server.prefetchQuery(apiQueryOptions(greeting));
    fetchMock.mockReset();

    render(
      <QueryProvider state={JSON.parse(JSON.stringify(dehydrate(server)))}>
        <Greeting />
      </QueryProvider>,
    );
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('useApiInfiniteQuery', () => {
  const pageSchema = z.object({ items: z.array(z.number()), nextCursor: z.string().nullable() });

  it('asks for the next page with the previous page’s cursor until there is none', async () => {
    answer(
      { status: 200, body: { items: [1, 2], nextCursor: 'c2' } },
      { status: 200, body: { items: [3], nextCursor: null } },
    );
    const { result } = renderHook(
      () =>
        useApiInfiniteQuery(
          apiInfiniteQueryOptions({
            key: ['test', 'numbers'],
            path: '/api/test/numbers',
            query: { tag: 'odd' },
            schema: pageSchema,
            nextCursor: (page) => page.nextCursor,
          }),
        ),
      { wrapper: wrapperFor(createQueryClient({ retries: 0 })) },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(false);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/test/numbers?tag=odd',
      '/api/test/numbers?tag=odd&cursor=c2',
    ]);
  });
});
