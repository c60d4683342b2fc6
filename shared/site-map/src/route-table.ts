import { faviconForPath, faviconHref } from './favicon.js';
import { logoVariantForPath } from './logo.js';
import { type RouteEntry, type RouteOwner, redirects, routes } from './routes.js';

/**
 * A route as a deployed app publishes it: the site-map entry plus its tab icon and logo image as URLs.
 * Each remote's build writes the routes it owns into its `mf-manifest.json` (`metaData.routes`), with
 * URLs relative to that manifest; the gateway resolves them and hands the merged table to the shell.
 */
export interface PublishedRoute extends RouteEntry {
  favicon: string;
  logo: string;
}

/** A moved address as published: the gateway answers 301 to `to`, the shell navigates there. */
export interface RouteRedirect {
  from: string;
  to: string;
  owner: RouteOwner;
}

/** What one app publishes, and what the gateway merges from all of them and puts in every page. */
export interface RouteTable {
  routes: PublishedRoute[];
  redirects: RouteRedirect[];
}

/** Key of the route table in a remote's `mf-manifest.json` `metaData`. */
export const routeTableManifestKey = 'routes';

/** Where an app serves the brand files of its routes, relative to its build output's root. */
function routeBrandFiles(path: string): { favicon: string; logo: string } {
  return {
    favicon: faviconHref(faviconForPath(path)).slice(1),
    logo: logoVariantForPath(path).image.slice(1),
  };
}

function publish(route: RouteEntry, base: string): PublishedRoute {
  const files = routeBrandFiles(route.path);
  return { ...route, favicon: `${base}${files.favicon}`, logo: `${base}${files.logo}` };
}

/**
 * The routes and redirects `owner` has in the site map this code was built with. `base` prefixes the
 * brand-file URLs: `''` for a remote (relative to its manifest), `'/'` for the shell's own files.
 */
export function routeTableOf(owner: RouteOwner, base: string): RouteTable {
  return {
    routes: routes.filter((route) => route.owner === owner).map((route) => publish(route, base)),
    redirects: redirects.filter((redirect) => redirect.owner === owner),
  };
}

/** The whole table as compiled into this build: the fallback for a remote whose manifest says nothing. */
export function compiledRouteTable(): RouteTable {
  return { routes: routes.map((route) => publish(route, '/')), redirects: [...redirects] };
}
