import { UiProvider } from '@gbc/ui';
import { SessionProvider } from '@gbc/web-kit';
import { BrowserRouter } from 'react-router-dom';
import { CrashBoundary } from './pages/CrashBoundary.js';
import { Site } from './Site.js';

/** Providers every page relies on, the browser router, and the site. */
export function App() {
  return (
    <UiProvider>
      <CrashBoundary>
        <SessionProvider>
          <BrowserRouter>
            <Site />
          </BrowserRouter>
        </SessionProvider>
      </CrashBoundary>
    </UiProvider>
  );
}
