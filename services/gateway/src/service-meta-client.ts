import {
  type PageMetaResponse,
  pageMetaResponseSchema,
  type SitemapEntry,
  serviceMetaApi,
  serviceSitemapResponseSchema,
} from '@gbc/contracts';
import { routes } from '@gbc/site-map';

/**
 * Services that own a route with dynamic segments (a service is named after the remote that owns its
 * pages): only their content can say whether such a page exists and what it is called.
 */
export const defaultMetaServices: readonly string[] = [
  ...new Set(routes.filter((route) => route.path.includes(':')).map((route) => route.owner)),
].filter((owner) => owner !== 'shell');

/** A page render and sitemap.xml wait for these lookups, so a slow service must not hold them for long. */
const lookupTimeoutMs = 2000;

/** A page's meta from the service that owns its route; null when the service says there is no such page. */
export type PageMetaLookup = (service: string, pagePath: string) => Promise<PageMetaResponse | null>;
/** The pages a service's content adds to sitemap.xml. */
export type SitemapLookup = (service: string) => Promise<SitemapEntry[]>;

function serviceGet(services: Record<string, string>, service: string, path: string): Promise<Response> {
  const baseUrl = services[service];
  if (!baseUrl) throw new Error(`No URL is configured for the ${service} service`);
  return fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(lookupTimeoutMs),
  });
}

function unexpectedAnswer(service: string, response: Response): Error {
  return new Error(`The ${service} service answered ${response.status} for ${response.url}`);
}

/** `GET /api/<service>/meta?path=` (contracts' generic service contract); throws when the service fails. */
export function pageMetaFromServices(services: Record<string, string>): PageMetaLookup {
  return async (service, pagePath) => {
    const response = await serviceGet(services, service, serviceMetaApi.metaFor(service, pagePath));
    if (response.status === 404) return null;
    if (!response.ok) throw unexpectedAnswer(service, response);
    const meta = pageMetaResponseSchema.parse(await response.json());
    return meta.status === 404 ? null : meta;
  };
}

/** `GET /api/<service>/sitemap`; throws when the service fails. */
export function sitemapFromServices(services: Record<string, string>): SitemapLookup {
  return async (service) => {
    const response = await serviceGet(services, service, serviceMetaApi.sitemapOf(service));
    if (!response.ok) throw unexpectedAnswer(service, response);
    return serviceSitemapResponseSchema.parse(await response.json()).entries;
  };
}
