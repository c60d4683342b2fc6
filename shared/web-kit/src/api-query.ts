import {
  type DefaultError,
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiGet, type QueryValue, type SchemaSource } from './api-client.js';
import type { ApiQueryMeta } from './query-client.js';

/** One GET of the API as a query: the key that caches it, where it goes and how its answer is checked. */
export interface ApiQueryDefinition<T> {
  /** Built by the domain's key factory, never inline, so prefetching and invalidation find it. */
  key: QueryKey;
  path: string;
  query?: Record<string, QueryValue>;
  /** Prefer a function that imports the schema: zod then stays out of the page's first load. */
  schema: SchemaSource<T>;
  /** Sent as `Authorization: Bearer …` (the session's access token); keep it out of `key`, which names the data. */
  accessToken?: string | null;
  /** Logged with the error once the last retry failed; unlogged when omitted. */
  errorContext?: string;
}

/** A cursor-paged GET: each page names the cursor of the next one. */
export interface ApiInfiniteQueryDefinition<T> extends ApiQueryDefinition<T> {
  /** Query parameter carrying the cursor; `cursor` by default. */
  cursorParam?: string;
  /** The first page's cursor, e.g. from a `?cursor=` link followed without JavaScript. */
  initialCursor?: string | null;
  /** The next page's cursor, or null on the last page. */
  nextCursor(page: T): string | null | undefined;
}

function metaFor(errorContext: string | undefined): ApiQueryMeta | undefined {
  return errorContext ? { errorContext } : undefined;
}

/** Options for `useQuery`, `prefetchQuery` and `fetchQuery` alike, so the server prefetches what the page reads. */
export function apiQueryOptions<T>({
  key,
  path,
  query,
  schema,
  accessToken,
  errorContext,
}: ApiQueryDefinition<T>) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiGet(path, { query, schema, signal, accessToken }),
    meta: metaFor(errorContext),
  });
}

export function apiInfiniteQueryOptions<T>({
  key,
  path,
  query,
  schema,
  accessToken,
  errorContext,
  cursorParam = 'cursor',
  initialCursor = null,
  nextCursor,
}: ApiInfiniteQueryDefinition<T>) {
  return infiniteQueryOptions({
    queryKey: key,
    initialPageParam: initialCursor,
    queryFn: ({ signal, pageParam }) =>
      apiGet(path, {
        query: { ...query, [cursorParam]: pageParam ?? undefined },
        schema,
        signal,
        accessToken,
      }),
    getNextPageParam: (lastPage: T) => nextCursor(lastPage) ?? undefined,
    meta: metaFor(errorContext),
  });
}

/**
 * The one way a page reads the API: options from `apiQueryOptions` (a domain's `<feature>/queries.ts`
 * builds them once, for the page and for prefetching alike), with this use's own behaviour spread in
 * (`enabled`, `refetchInterval`). Retried, deduplicated, cancelled when no longer needed.
 */
export function useApiQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
) {
  return useQuery(options);
}

/** A cursor-paged read from `apiInfiniteQueryOptions`; `fetchNextPage` loads the page after the last one. */
export function useApiInfiniteQuery<
  TQueryFnData,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>) {
  return useInfiniteQuery(options);
}
