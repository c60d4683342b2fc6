import type { RouteEntry } from './routes.js';

export interface RouteMatch<R extends RouteEntry = RouteEntry> {
  route: R;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/**
 * The route of `table` a pathname belongs to, static paths winning over parameterised ones; null for a
 * 404. The gateway and the shell pass the merged table, code that knows only its build the compiled
 * `routes`: no default, so matching never pulls the whole table into a bundle unasked.
 */
export function matchRoute<R extends RouteEntry>(
  pathname: string,
  table: readonly R[],
): RouteMatch<R> | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: RouteMatch<R> | null = null;
  for (const route of table) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    const isStatic = !route.path.includes(':');
    if (isStatic) return { route, params };
    best ??= { route, params };
  }
  return best;
}
