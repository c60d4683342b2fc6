import { pageTitle } from './brand.js';
import { type RoutePath, routes } from './routes.js';

export interface RouteMeta {
  /** The page's own name, for its h1. */
  heading: string;
  /** Document title: "{heading} - GBC". */
  title: string;
  description: string;
}

/** Heading, title and description of a site-map route, so a page says what the gateway's HTML head says. */
export function routeMeta(path: RoutePath): RouteMeta {
  const route = routes.find((entry) => entry.path === path);
  if (!route) throw new Error(`The site map has no route ${path}`);
  return { heading: route.title, title: pageTitle(route.title), description: route.description };
}
