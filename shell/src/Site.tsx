import { SiteLayout } from './layout/SiteLayout.js';
import { AppRoutes } from './routes/AppRoutes.js';

/** The routed site inside its layout; needs a router and the UI provider around it. */
export function Site() {
  return (
    <SiteLayout>
      <AppRoutes />
    </SiteLayout>
  );
}
