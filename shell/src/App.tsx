import { UiProvider } from '@gbc/ui';
import { QueryProvider } from '@gbc/web-kit';
import { SessionProvider } from '@gbc/web-kit/session';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CrashBoundary } from './pages/CrashBoundary.js';
import { Site } from './Site.js';

export interface AppProps {
  /** The query cache to use; a fresh one when omitted. */
  queryClient?: QueryClient;
  /** Query state the server rendered the page with, hydrated before the first render. */
  dehydratedState?: DehydratedState;
}

/** Providers every page relies on; the browser and the server renderer put their own router inside. */
export function AppProviders({ queryClient, dehydratedState, children }: AppProps & { children: ReactNode }) {
  return (
    <UiProvider>
      <CrashBoundary>
        <QueryProvider client={queryClient} state={dehydratedState}>
          <SessionProvider>{children}</SessionProvider>
        </QueryProvider>
      </CrashBoundary>
    </UiProvider>
  );
}

/** The providers, the browser router, and the site. */
export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </AppProviders>
  );
}
