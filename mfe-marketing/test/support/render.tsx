import { compiledRouteTable } from '@gbc/site-map';
import { UiProvider } from '@gbc/ui';
import { createQueryClient, QueryProvider, RouteTableProvider } from '@gbc/web-kit';
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Prints the current URL, so tests can see what the page wrote into the query string. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page the way the shell does (UiProvider, router) at `url`, matched against `path`. */
export function renderPage(Page: ComponentType, { path, url }: { path: string; url: string }) {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <RouteTableProvider value={compiledRouteTable()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={<Page />} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </RouteTableProvider>
      </UiProvider>
    </QueryProvider>,
  );
}

/** Renders a component inside the shell's providers, for parts tested on their own. */
export function renderInShell(ui: ReactElement) {
  return render(
    <QueryProvider client={createQueryClient({ retries: 0 })}>
      <UiProvider>
        <RouteTableProvider value={compiledRouteTable()}>
          <MemoryRouter>{ui}</MemoryRouter>
        </RouteTableProvider>
      </UiProvider>
    </QueryProvider>,
  );
}

export function currentUrl(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The content of a `<meta name=...>` or `<meta property=...>` tag in the document head. */
export function metaContent(key: string): string | null {
  return (
    document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
    null
  );
}
