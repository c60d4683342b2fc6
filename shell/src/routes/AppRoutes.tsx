import { type RouteEntry, routes } from '@gbc/site-map';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PageBoundary } from './PageBoundary.js';
import { RemotePage } from './RemotePage.js';
import { shellPages } from './shell-pages.js';

function routeElement(route: RouteEntry) {
  if (route.owner !== 'shell') return <RemotePage key={route.path} remote={route.owner} path={route.path} />;
  const ShellPage = shellPages[route.path] ?? NotFoundPage;
  return (
    <PageBoundary>
      <ShellPage />
    </PageBoundary>
  );
}

/**
 * One `<Route>` per site-map entry and the 404 page for everything else. Matching is case-sensitive
 * like the gateway's, so the browser never shows a page the server answered with 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} caseSensitive element={routeElement(route)} />
      ))}
      <Route
        path="*"
        element={
          <PageBoundary>
            <NotFoundPage />
          </PageBoundary>
        }
      />
    </Routes>
  );
}
