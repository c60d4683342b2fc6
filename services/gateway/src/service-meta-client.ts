import {
  atomMediaType,
  type FeedDeclaration,
  type PageMetaResponse,
  pageMetaResponseSchema,
  type SitemapEntry,
  serviceFeedsResponseSchema,
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

/** `GET /api/<service>/meta?path=` (contracts' generic service contract); throws when the service fails (5xx). */
export function pageMetaFromServices(services: Record<string, string>): PageMetaLookup {
  return async (service, pagePath) => {
    const response = await serviceGet(services, service, serviceMetaApi.metaFor(service, pagePath));
    // 400: the service refuses the path itself (a slug that decodes to a NUL), so no such page exists.
    if (response.status === 404 || response.status === 400) return null;
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

/** A feed document as the owning service answered: 200 with the document, or 304 to a conditional request. */
export interface FeedAnswer {
  status: 200 | 304;
  /** Empty with 304. */
  body: string;
  headers: { etag?: string; lastModified?: string; cacheControl?: string };
}

/** The validators a client sent, passed on so the service can answer 304. */
export interface FeedConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface FeedLookup {
  /** The feeds a service declares (`GET /api/<service>/feeds`); throws when the service fails. */
  declared(service: string): Promise<FeedDeclaration[]>;
  /** One declared feed's document; null when the service no longer has it; throws when it fails. */
  document(service: string, feedPath: string, conditions: FeedConditions): Promise<FeedAnswer | null>;
}

/** `GET /api/<service>/feeds` and `GET /api/<service>/feed?path=` (contracts' generic service contract). */
export function feedsFromServices(services: Record<string, string>): FeedLookup {
  return {
    async declared(service) {
      const response = await serviceGet(services, service, serviceMetaApi.feedsOf(service));
      // A service without feeds need not implement the contract.
      if (response.status === 404) return [];
      if (!response.ok) throw unexpectedAnswer(service, response);
      return serviceFeedsResponseSchema.parse(await response.json()).feeds;
    },
    async document(service, feedPath, conditions) {
      const baseUrl = services[service];
      if (!baseUrl) throw new Error(`No URL is configured for the ${service} service`);
      const headers: Record<string, string> = { accept: atomMediaType };
      if (conditions.ifNoneMatch) headers['if-none-match'] = conditions.ifNoneMatch;
      if (conditions.ifModifiedSince) headers['if-modified-since'] = conditions.ifModifiedSince;
      const response = await fetch(
        `${baseUrl.replace(/\/+$/, '')}${serviceMetaApi.feedFor(service, feedPath)}`,
        {
          headers,
          signal: AbortSignal.timeout(lookupTimeoutMs),
        },
      );
      if (response.status === 404) return null;
      if (response.status !== 200 && response.status !== 304) throw unexpectedAnswer(service, response);
      const header = (name: string) => response.headers.get(name) ?? undefined;
      return {
        status: response.status,
        body: response.status === 200 ? await response.text() : '',
        headers: {
          etag: header('etag'),
          lastModified: header('last-modified'),
          cacheControl: header('cache-control'),
        },
      };
    },
  };
}
