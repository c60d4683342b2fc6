import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether a page rendered with `queryClient`'s data may be kept in the gateway's cache: no data call
 * failed. A query the server never ran (a disabled one, such as a checkout's without `?checkout=`)
 * renders the same every time, so it does not keep the page out of the cache.
 */
export function renderedDataComplete(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== 'error' && query.state.fetchStatus === 'idle');
}
