import { serviceMetaApi } from '@gbc/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type AtomFeed, feedRoutes, type ServiceFeed } from '../src/index.js';

const atom: AtomFeed = {
  id: 'https://gbc.example.org/news',
  title: 'News',
  updated: new Date('2026-05-06T07:08:09.500Z'),
  self: 'https://gbc.example.org/news/feed.xml',
  link: 'https://gbc.example.org/news',
  authors: [{ name: 'Global BCI Council' }],
  entries: [],
};

async function host(feeds: readonly ServiceFeed[]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(feedRoutes, { feeds });
  await app.ready();
  return app;
}

describe('feedRoutes', () => {
  it('refuses to start with a feed path that is not an .xml site path', async () => {
    const build = async () => atom;
    await expect(host([{ path: '/news', title: 'News', build }])).rejects.toThrow();
    await expect(host([{ path: 'news/feed.xml', title: 'News', build }])).rejects.toThrow();
  });

  it('builds the feed per request without a cache, comparing dates to the second', async () => {
    const build = jest.fn(async () => atom);
    const app = await host([{ path: '/news/feed.xml', title: 'News', build }]);
    const url = `${serviceMetaApi.feed}?path=${encodeURIComponent('/news/feed.xml')}`;
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    // The document's half second is lost in the HTTP date, which must still count as "not modified".
    expect(first.headers['last-modified']).toBe('Wed, 06 May 2026 07:08:09 GMT');
    const again = await app.inject({
      url,
      headers: { 'if-modified-since': 'Wed, 06 May 2026 07:08:09 GMT' },
    });
    expect(again.statusCode).toBe(304);
    const earlier = await app.inject({
      url,
      headers: { 'if-modified-since': 'Wed, 06 May 2026 07:08:08 GMT' },
    });
    expect(earlier.statusCode).toBe(200);
    expect(build).toHaveBeenCalledTimes(3);
    await app.close();
  });
});
