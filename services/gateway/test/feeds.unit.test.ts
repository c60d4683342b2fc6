import { serviceMetaApi } from '@gbc/contracts';
import request from 'supertest';
import { createFeedTable } from '../src/feeds.js';
import type { FeedLookup } from '../src/service-meta-client.js';
import { fakeFeed, silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed();

describe('feeds a service declares', () => {
  it('are served at their path before pages and assets, with the service’s validators', async () => {
    // Matches `/vignettes/:slug` and ends in `.xml`, which would be a vignette page or a missing asset.
    const res = await request(bed.gateway()).get(fakeFeed.path).set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.text).toBe(fakeFeed.xml);
    expect(res.headers.etag).toBe(fakeFeed.etag);
    expect(res.headers['last-modified']).toBe(fakeFeed.lastModified);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    // The service's own helmet headers stay behind; the gateway's asset headers apply.
    expect(res.headers['content-security-policy']).not.toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(bed.service.requests.at(-1)?.url).toBe(serviceMetaApi.feedFor('marketing', fakeFeed.path));
  });

  it('answer 304 to a conditional GET that holds the current document', async () => {
    const res = await request(bed.gateway()).get(fakeFeed.path).set('If-None-Match', fakeFeed.etag);
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(fakeFeed.etag);
    expect(bed.service.requests.at(-1)?.headers['if-none-match']).toBe(fakeFeed.etag);
  });

  it('send the whole document again when the reader’s copy is stale', async () => {
    const res = await request(bed.gateway()).get(fakeFeed.path).set('If-None-Match', 'W/"older"');
    expect(res.status).toBe(200);
    expect(res.text).toBe(fakeFeed.xml);
  });

  it('answer HEAD without a body and refuse nothing else they do not own', async () => {
    const app = bed.gateway();
    const head = await request(app).head(fakeFeed.path);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const undeclared = await request(app).get('/vignettes/other.xml').set('Accept', 'text/html');
    expect(undeclared.status).toBe(404);
    expect(undeclared.headers['content-type']).toMatch(/^text\/plain/);
    const page = await request(app).get('/vignettes/known').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>The Quiet Signal');
  });

  it('are never looked up for a page request, which does not wait for the declarations', async () => {
    const declared = jest.fn(async () => [{ path: fakeFeed.path, title: fakeFeed.title }]);
    const app = bed.gateway({ feeds: { declared, document: async () => null } });
    expect((await request(app).get('/vignettes/known').set('Accept', 'text/html')).status).toBe(200);
    expect((await request(app).get('/about').set('Accept', 'text/html')).status).toBe(200);
    expect(declared).not.toHaveBeenCalled();
  });

  it('answer 503 while the owning service fails, then recover', async () => {
    let failing = true;
    const real = bed.options;
    const lookup: FeedLookup = {
      declared: async () => [{ path: fakeFeed.path, title: fakeFeed.title }],
      document: async () => {
        if (failing) throw new Error('connection refused');
        return { status: 200, body: fakeFeed.xml, headers: {} };
      },
    };
    const logger = silentLogger();
    const app = bed.gateway({ ...real, feeds: lookup, logger });
    const down = await request(app).get(fakeFeed.path);
    expect(down.status).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.headers['retry-after']).toBe('30');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining(`could not answer the feed ${fakeFeed.path}`),
      expect.any(Error),
    );
    failing = false;
    const up = await request(app).get(fakeFeed.path);
    expect(up.status).toBe(200);
    expect(up.text).toBe(fakeFeed.xml);
    expect(up.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('keep a service’s last declared feeds while it cannot list them, logging it once', async () => {
    let listing = true;
    const lookup: FeedLookup = {
      declared: async (service) => {
        if (!listing) throw new Error('down');
        return service === 'marketing' ? [{ path: fakeFeed.path, title: fakeFeed.title }] : [];
      },
      document: async () => null,
    };
    const logger = silentLogger();
    const table = createFeedTable({ services: ['marketing', 'events'], lookup, logger });
    expect(await table.ownerOf(fakeFeed.path)).toBe('marketing');
    expect(await table.ownerOf('/events/feed.xml')).toBeUndefined();
    listing = false;
    await table.refresh();
    await table.refresh();
    expect(await table.ownerOf(fakeFeed.path)).toBe('marketing');
    // One warning per service per failure streak, not one per check.
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
