import { type PublishedRoute, type RouteTable, routeTableElementId } from '@gbc/site-map';
import { createContext, useContext } from 'react';

/**
 * The site's routes as the gateway merged them from every remote's manifest and put in the page, so a
 * page a remote added after the shell was built is routed and titled too. Reading them here, rather
 * than from the site map compiled into each build, also keeps the whole table out of every page's code.
 */
const RouteTableContext = createContext<RouteTable | null>(null);

/** The table a render uses: given by the server renderer (and tests); the browser reads the page's. */
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

let pageTable: RouteTable | null = null;

/** The table for the rest of this page's life when the page carries none (the shell's start-up gives one). */
export function providePageRouteTable(table: RouteTable): void {
  pageTable = table;
}

/** The route table in effect: the provided one, else the page's. */
export function useRouteTable(): RouteTable {
  const provided = useContext(RouteTableContext);
  if (provided) return provided;
  pageTable ??= typeof document === 'undefined' ? null : readInlinedRouteTable();
  if (!pageTable)
    throw new Error('No route table: the page carries none and no RouteTableProvider gives one');
  return pageTable;
}

/** The table's entry for a route pattern (its title and description as deployed), if the table has it. */
export function useRouteEntry(path: string): PublishedRoute | undefined {
  return useRouteTable().routes.find((route) => route.path === path);
}
