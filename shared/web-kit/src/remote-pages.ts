import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a remote's `./pages` module default-exports: site-map path patterns to page components. */
export type RemotePages = Record<string, ComponentType>;

/** What a route's prefetcher gets before a server render: the request's cache and its URL. */
export interface RoutePrefetchContext {
  /** The render's own client; prefetch into it with the same query options the page's hooks use. */
  queryClient: QueryClient;
  /** The site-map pattern's parameters, e.g. `{ slug }` for `/vignettes/:slug`. */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * What a remote's `./pages` module exports as `prefetch`: per site-map path pattern, the data the page
 * reads, fetched before the server renders it. Each one imports its queries lazily, so the schemas stay
 * out of the browser's first load; the browser never calls them (the data arrives with the page).
 */
export type RoutePrefetchers = Record<string, (context: RoutePrefetchContext) => Promise<void>>;
