import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, clientErrorCodes } from './api-error.js';
import { logError } from './log-error.js';

/** Spec 1, business constants: queries retry 3 times (0 on the server), back-off 1 s doubling capped at 30 s. */
export const queryRetries = 3;
export const queryRetryBaseDelayMs = 1_000;
export const queryRetryMaxDelayMs = 30_000;
/** Spec 1: unused cache entries are garbage-collected after 5 minutes. */
export const queryGcTimeMs = 5 * 60_000;
/**
 * Data rendered on the server and hydrated in the browser is not fetched again at once; a page
 * revisited within this window shows its cached answer without a request.
 */
export const queryStaleTimeMs = 30_000;

/** What a query may carry in `meta`: the context its failure is logged under. */
export interface ApiQueryMeta extends Record<string, unknown> {
  errorContext?: string;
}

/** Milliseconds before retry number `failureCount + 1`: 1 s, 2 s, 4 s, … never above 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(queryRetryBaseDelayMs * 2 ** failureCount, queryRetryMaxDelayMs);
}

/**
 * A client error (4xx other than a timeout or a rate limit) or a body that breaks its schema gives the
 * same answer every time, so it is not retried: a missing vignette shows "not found" at once instead of
 * after 7 s of back-off.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === clientErrorCodes.invalidResponse) return false;
  if (error.status === 408 || error.status === 429) return true;
  return error.status < 400 || error.status >= 500;
}

export interface QueryClientOptions {
  /** Rendering on the server: no retries (a slow render falls back to the client page instead). */
  server?: boolean;
  /** Overrides the retry count; tests pass 0 to see failures without waiting for back-off. */
  retries?: number;
}

/**
 * The one QueryClient factory for the shell, server rendering and tests. Failures are logged once, when
 * the last retry gave up, under the query's `meta.errorContext`.
 */
export function createQueryClient({ server = false, retries }: QueryClientOptions = {}): QueryClient {
  const maxRetries = retries ?? (server ? 0 : queryRetries);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const context = (query.meta as ApiQueryMeta | undefined)?.errorContext;
        if (context) logError(context, error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < maxRetries && isRetryableError(error),
        retryDelay: queryRetryDelay,
        gcTime: queryGcTimeMs,
        staleTime: queryStaleTimeMs,
      },
    },
  });
}
