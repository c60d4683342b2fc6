/*
 * The part of TanStack Query the shell, the web kit and the remotes use in the browser, shared in its
 * place as `@tanstack/react-query` (see shared-singletons.mjs). A shared module keeps every export it
 * has, so sharing the package itself ships all of it (suspense, prefetch, useQueries, streamed
 * queries...); through these re-exports the rest is tree-shaken away. Server builds share
 * query-facade.server.mjs, which adds what only server code imports. Importing a name not listed fails
 * shared/build-kit/test/shared-facades.unit.test.ts: add it here. The package is named by its file,
 * not by `@tanstack/react-query`, which the federation plugin would hand back to this module as the
 * shared copy.
 */
export {
  HydrationBoundary,
  infiniteQueryOptions,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../../node_modules/@tanstack/react-query/build/modern/index.js';
