import {
  type DehydratedState,
  HydrationBoundary,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client.js';

export interface QueryProviderProps {
  /** An existing client (server rendering, tests); one is created per provider when omitted. */
  client?: QueryClient;
  /** Query state rendered on the server, hydrated into the client before the first render. */
  state?: DehydratedState;
  children: ReactNode;
}

/** Gives every page below it the query cache. Safe to render on the server: it touches no browser API. */
export function QueryProvider({ client, state, children }: QueryProviderProps) {
  // Created once per provider, never at module level, so two server renders never share a cache.
  const [ownClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={client ?? ownClient}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
