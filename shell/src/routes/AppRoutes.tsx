import type { PublishedRoute } from '@gbc/site-map';
import { useRouteTable } from '@gbc/web-kit';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PageBoundary } from './PageBoundary.js';
import { RemotePage } from './RemotePage.js';
import { NotFoundPage, shellPages } from './shell-pages.js';

function routeElement(route: PublishedRoute) {
  if (route.owner !== 'shell') return <RemotePage key={route.path} remote={route.owner} path={route.path} />;
  const ShellPage = shellPages[route.path] ?? NotFoundPage;
  return (
    <PageBoundary>
      <ShellPage />
    </PageBoundary>
  );
}

/** A moved address: the new path, query kept, as the gateway's 301 does on a full page load. */
function MovedTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: path, search, hash }} replace />;
}

/**
 * One `<Route>` per entry of the gateway's merged route table, a redirect per moved address, and the
 * 404 page for everything else. Matching is case-sensitive like the gateway's, so the browser never
 * shows a page the server answered with 404.
 */
export function AppRoutes() {
  const { routes, redirects } = useRouteTable();
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} caseSensitive element={routeElement(route)} />
      ))}
      {redirects.map((redirect) => (
        <Route
          key={redirect.from}
          path={redirect.from}
          caseSensitive
          element={<MovedTo path={redirect.to} />}
        />
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
