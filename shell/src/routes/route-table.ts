import { compiledRouteTable, type RouteTable, routeTableElementId } from '@gbc/site-map';
import { createContext, useContext } from 'react';

/** The table the server rendered the page with; the browser reads the one inlined into the page. */
const RouteTableContext = createContext<RouteTable | null>(null);
export const RouteTableProvider = RouteTableContext.Provider;

function isRouteTable(value: unknown): value is RouteTable {
  const table = value as Partial<RouteTable> | null;
  return Array.isArray(table?.routes) && Array.isArray(table.redirects);
}

/** The route table the gateway inlined into the page, or null when the page has none. */
export function readInlinedRouteTable(): RouteTable | null {
  const text = document.getElementById(routeTableElementId)?.textContent;
  if (!text) return null;
  try {
    const table: unknown = JSON.parse(text);
    return isRouteTable(table) ? table : null;
  } catch {
    return null;
  }
}

let browserTable: RouteTable | null = null;

/**
 * The site's routes as the gateway merged them from every remote's manifest, so a page a remote added
 * after this shell was built is routed too. Without a gateway's table (tests, a page without one) the
 * table compiled into the shell applies.
 */
export function useRouteTable(): RouteTable {
  const provided = useContext(RouteTableContext);
  if (provided) return provided;
  browserTable ??= (typeof document === 'undefined' ? null : readInlinedRouteTable()) ?? compiledRouteTable();
  return browserTable;
}
