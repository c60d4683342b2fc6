import {
  atomMediaType,
  type FeedDeclaration,
  feedQuerySchema,
  genericMessages,
  serviceFeedsResponseSchema,
  serviceMetaApi,
} from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AtomFeed, atomFeedXml } from './atom-feed.js';
import { notFoundError } from './http-error.js';
import { etagMatches, publicReadCacheControl, type ReadCache, weakEtag } from './read-cache.js';

/** A feed a service publishes: where the site serves it, its title, and how to build it now. */
export interface ServiceFeed extends FeedDeclaration {
  build(): Promise<AtomFeed>;
}

export interface FeedRoutesOptions {
  feeds: readonly ServiceFeed[];
  /**
   * Keeps each rendered document until the service's content changes (the cache the feed's content is
   * read through); without it every request builds the feed again.
   */
  readCache?: ReadCache;
}

/** A rendered feed document with its validators. */
interface FeedDocument {
  xml: string;
  etag: string;
  lastModified: Date;
}

/** HTTP dates have whole seconds: compare at that precision, or a document would never be "not modified". */
function notModifiedSince(ifModifiedSince: string | undefined, lastModified: Date): boolean {
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The generic feed contract (`serviceMetaApi.feeds`, `serviceMetaApi.feed`): `GET /feeds` declares the
 * service's feeds, `GET /feed?path=` answers one as Atom with an ETag and Last-Modified, and 304 to a
 * conditional request that already holds it. The gateway serves each declared path from here.
 */
export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (fastify, { feeds, readCache }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A declaration the gateway would refuse fails the start, not every later request.
  const declared = serviceFeedsResponseSchema.parse({
    feeds: feeds.map(({ path, title }) => ({ path, title })),
  });

  async function render(feed: ServiceFeed): Promise<FeedDocument> {
    const atom = await feed.build();
    const xml = atomFeedXml(atom);
    return { xml, etag: weakEtag(xml), lastModified: atom.updated };
  }

  app.get(
    serviceMetaApi.feeds,
    { config: { auth: 'public' }, schema: { response: { 200: serviceFeedsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', publicReadCacheControl);
      return declared;
    },
  );

  app.get(
    serviceMetaApi.feed,
    { config: { auth: 'public' }, schema: { querystring: feedQuerySchema } },
    async (request, reply) => {
      const feed = feeds.find((candidate) => candidate.path === request.query.path);
      if (!feed) throw notFoundError(genericMessages.notFound);
      const document = readCache
        ? await readCache.read(`feed:${feed.path}`, () => render(feed))
        : await render(feed);
      reply
        .header('etag', document.etag)
        .header('last-modified', document.lastModified.toUTCString())
        .header('cache-control', publicReadCacheControl);
      const ifNoneMatch = request.headers['if-none-match'];
      // RFC 9110 §13.1.3: If-Modified-Since counts only when If-None-Match is absent.
      const fresh = ifNoneMatch
        ? etagMatches(ifNoneMatch, document.etag)
        : notModifiedSince(request.headers['if-modified-since'], document.lastModified);
      if (fresh) return reply.code(304).send();
      return reply.type(`${atomMediaType}; charset=utf-8`).send(document.xml);
    },
  );
};
