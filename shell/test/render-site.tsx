import { compiledRouteTable, type RouteTable, routes } from '@gbc/site-map';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider, type RemotePages, RouteTableProvider } from '@gbc/web-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Site } from '../src/Site.js';

/** A pages map for every remote route: each page is a heading with the route's title. */
export function stubRemotePages(): RemotePages {
  return Object.fromEntries(
    routes
      .filter((route) => route.owner !== 'shell')
      .map((route) => [route.path, () => <h1>Stub page {route.title}</h1>]),
  );
}

/** Shows the router's current path, so tests can see where a link went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

export interface RenderOptions {
  queryClient?: ReturnType<typeof createQueryClient>;
  /** The route table the site routes by; null reads the one inlined into the page, as the browser does. */
  routeTable?: RouteTable | null;
}

export function renderInRouter(
  ui: ReactNode,
  path = '/',
  { queryClient = createQueryClient({ retries: 0 }), routeTable = compiledRouteTable() }: RenderOptions = {},
) {
  const routed = (
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(
    <QueryProvider client={queryClient}>
      <UiProvider>
        {routeTable ? <RouteTableProvider value={routeTable}>{routed}</RouteTableProvider> : routed}
      </UiProvider>
    </QueryProvider>,
  );
}

/** The whole site (layout and routes) at `path`, as the shell renders it. */
export function renderSite(path = '/', options: RenderOptions = {}) {
  return renderInRouter(<Site />, path, options);
}
