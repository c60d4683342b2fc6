import type { RoutePath } from './routes.js';

/** The `:param` names of a path pattern, as a union of string literals. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** No argument for a static route, one object naming every parameter for a parameterised one. */
export type RouteParamsArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? []
  : [params: Record<RouteParamName<P>, string>];

declare const sitePathBrand: unique symbol;

/**
 * A path of this site built by `pathTo()` (optionally `withSearch()`): in-site links, navigation entries
 * and redirects accept only this, so a hand-written `'/membership'` is a type error, not a future dead link.
 */
export type SitePath = string & { readonly [sitePathBrand]: true };

/**
 * The URL path of a site-map route with its parameters filled in and encoded, e.g.
 * `pathTo('/vignettes/:slug', { slug })`. Pages build internal links only through this, so a renamed
 * route is a type error rather than a dead link.
 */
export function pathTo<P extends RoutePath>(route: P, ...args: RouteParamsArgs<P>): SitePath {
  const [params] = args as [Record<string, string>?];
  return route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`pathTo(${route}) needs a value for :${name}`);
    return encodeURIComponent(value);
  }) as SitePath;
}

export type SearchParams = Record<string, string | number | null | undefined>;

/** `path` with a query string of the given parameters; empty values are left out (no bare `?`). */
export function withSearch(path: SitePath, search: SearchParams): SitePath;
export function withSearch(path: string, search: SearchParams): string;
export function withSearch(path: string, search: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const encoded = query.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/** The absolute URL of a page of this site, for mails and provider redirects: `origin` plus `pathTo()`'s path. */
export function siteUrl(origin: string, path: SitePath, search: SearchParams = {}): string {
  return new URL(withSearch(path, search), origin).href;
}
