import { atomMediaType, type FeedDeclaration, feedPathPattern } from '@gbc/contracts';
import type { RequestHandler } from 'express';
import type { GatewayLogger } from './logger.js';
import type { FeedLookup } from './service-meta-client.js';

/** Declarations change only with a service's deploy: read again at most this often. */
export const feedTableCheckIntervalMs = 30_000;

/** Which service answers each declared feed path. */
export interface FeedTable {
  /** The service that declared `path`, or undefined; reads the declarations again when they are old. */
  ownerOf(path: string): Promise<string | undefined>;
  /** Reads every service's declarations now. */
  refresh(): Promise<void>;
}

interface FeedTableOptions {
  services: readonly string[];
  lookup: FeedLookup;
  logger: GatewayLogger;
}

/**
 * The feeds every service declares, read at the first request and again every 30 s in the background.
 * A service that fails keeps its last declarations (logged once per failure streak), so its feeds stay
 * served as soon as it is back; a path declared twice stays with the service listed first.
 */
export function createFeedTable({ services, lookup, logger }: FeedTableOptions): FeedTable {
  const lastGood = new Map<string, readonly FeedDeclaration[]>();
  const failing = new Set<string>();
  let owners = new Map<string, string>();
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function check(): Promise<void> {
    await Promise.all(
      services.map(async (service) => {
        try {
          lastGood.set(service, await lookup.declared(service));
          failing.delete(service);
        } catch (error) {
          if (!failing.has(service))
            logger.warn(`The ${service} service's feeds could not be read; its last known feeds stay`, error);
          failing.add(service);
        }
      }),
    );
    const next = new Map<string, string>();
    for (const service of services) {
      for (const feed of lastGood.get(service) ?? []) if (!next.has(feed.path)) next.set(feed.path, service);
    }
    owners = next;
  }

  function refresh(): Promise<void> {
    checkedAt = Date.now();
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    refresh,
    async ownerOf(path) {
      const first = checkedAt === Number.NEGATIVE_INFINITY;
      if (first) await refresh();
      else if (Date.now() - checkedAt >= feedTableCheckIntervalMs) void refresh();
      return owners.get(path);
    },
  };
}

const unavailable = 'This feed is temporarily unavailable. Please try again shortly.';

/**
 * Serves every feed a service declares at its own path (`/vignettes/feed.xml`), before static files and
 * pages, which would take it for a missing asset or a vignette. The owning service's validators travel
 * both ways, so a reader polling with If-None-Match or If-Modified-Since gets 304 while nothing changed.
 */
export function serveFeeds(table: FeedTable, lookup: FeedLookup, logger: GatewayLogger): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !feedPathPattern.test(req.path)) {
      next();
      return;
    }
    const service = await table.ownerOf(req.path);
    if (!service) {
      next();
      return;
    }
    let answer: Awaited<ReturnType<FeedLookup['document']>>;
    try {
      answer = await lookup.document(service, req.path, {
        ifNoneMatch: req.get('if-none-match'),
        ifModifiedSince: req.get('if-modified-since'),
      });
    } catch (error) {
      logger.warn(`The ${service} service could not answer the feed ${req.path}`, error);
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '30' })
        .type('text/plain')
        .send(unavailable);
      return;
    }
    if (!answer) {
      next();
      return;
    }
    const { etag, lastModified, cacheControl } = answer.headers;
    if (etag) res.set('ETag', etag);
    if (lastModified) res.set('Last-Modified', lastModified);
    res.set('Cache-Control', cacheControl ?? 'no-cache');
    if (answer.status === 304) {
      res.status(304).end();
      return;
    }
    // Always Atom, whatever the service says: nothing served here on the site's origin may become HTML.
    res.status(200).type(`${atomMediaType}; charset=utf-8`).send(answer.body);
  };
}
