import { UiProvider } from '@gbc/ui';
import { SessionProvider } from '@gbc/web-kit';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CrashBoundary } from './pages/CrashBoundary.js';
import { Site } from './Site.js';

/** Providers every page relies on; the browser and the server renderer put their own router inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <CrashBoundary>
        <SessionProvider>{children}</SessionProvider>
      </CrashBoundary>
    </UiProvider>
  );
}

/** The providers, the browser router, and the site. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </AppProviders>
  );
}
