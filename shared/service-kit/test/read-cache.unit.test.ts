import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ChangeListener,
  type ChangeSubscriber,
  etagMatches,
  fastResponseSerializer,
  publicReadCacheControl,
  ReadCache,
  sendPublicJson,
  serializeForCache,
  weakEtag,
} from '../src/index.js';

/** A listener the test drives by hand: notifications and connection changes on demand. */
function manualListener() {
  const subscribers: ChangeSubscriber[] = [];
  let listening = true;
  const listener: ChangeListener & { notify(): void; setListening(value: boolean): void } = {
    get listening() {
      return listening;
    },
    subscribe(_channel, subscriber) {
      subscribers.push(subscriber);
      return () => {};
    },
    whenListening: async () => listening,
    close: async () => {},
    notify: () => {
      for (const subscriber of subscribers) subscriber.onNotify('');
    },
    setListening(value) {
      listening = value;
      for (const subscriber of subscribers) subscriber.onListeningChange(value);
    },
  };
  return listener;
}

function counter() {
  let loads = 0;
  return {
    get loads() {
      return loads;
    },
    load: async () => {
      loads += 1;
      return `value ${loads}`;
    },
  };
}

describe('ReadCache', () => {
  test('serves a value from memory until a notification empties it', async () => {
    const listener = manualListener();
    const cache = new ReadCache({ listener, channel: 'things' });
    const source = counter();
    expect(await cache.read('k', source.load)).toBe('value 1');
    expect(await cache.read('k', source.load)).toBe('value 1');
    listener.notify();
    expect(await cache.read('k', source.load)).toBe('value 2');
    expect(source.loads).toBe(2);
  });

  test('is bypassed while the listener is down, and emptied when it comes back', async () => {
    const listener = manualListener();
    const cache = new ReadCache({ listener, channel: 'things' });
    const source = counter();
    await cache.read('k', source.load);
    listener.setListening(false);
    expect(await cache.read('k', source.load)).toBe('value 2');
    expect(await cache.read('k', source.load)).toBe('value 3');
    expect(cache.size).toBe(0);
    listener.setListening(true);
    expect(await cache.read('k', source.load)).toBe('value 4');
    expect(await cache.read('k', source.load)).toBe('value 4');
  });

  test('a load that was running when a change arrived is not kept', async () => {
    const listener = manualListener();
    const cache = new ReadCache({ listener, channel: 'things' });
    let finish: (value: string) => void = () => {};
    const slow = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)));
    listener.notify();
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('k', async () => 'after the change')).toBe('after the change');
  });

  test('concurrent readers share one load; a failed load is not kept', async () => {
    const cache = new ReadCache({ listener: manualListener(), channel: 'things' });
    const source = counter();
    const values = await Promise.all([cache.read('k', source.load), cache.read('k', source.load)]);
    expect(values).toEqual(['value 1', 'value 1']);
    expect(source.loads).toBe(1);
    await expect(cache.read('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.read('bad', async () => 'fine')).toBe('fine');
  });

  test('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache({ listener: manualListener(), channel: 'things', maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'reloaded')).toBe('reloaded');
  });

  test('an entry expires after ttlMs even without a notification', async () => {
    const cache = new ReadCache({ listener: manualListener(), channel: 'things', ttlMs: 0 });
    const source = counter();
    await cache.read('k', source.load);
    expect(await cache.read('k', source.load)).toBe('value 2');
  });
});

describe('ETags', () => {
  test('are weak, derived from the body, equal for equal bodies', () => {
    expect(weakEtag('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('{"a":1}')).toBe(weakEtag('{"a":1}'));
    expect(weakEtag('{"a":1}')).not.toBe(weakEtag('{"a":2}'));
  });

  test('If-None-Match matches weakly, in lists, and with *', () => {
    const etag = 'W/"abc"';
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
const fullItemSchema = itemSchema.extend({ body: z.string() });
const pageSchema = z.object({
  items: z.array(z.union([fullItemSchema, itemSchema])),
  next: z.string().nullable(),
});

/** A row as a repository may hand it over: a number as a string, a column the contract does not name. */
const looseRow = { id: '7', name: 'seven', secret: 'internal' };

const detailSchema = z.object({ item: itemSchema });

const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fast = { serializerCompiler: fastResponseSerializer };
  app.get(
    '/fast',
    { ...fast, schema: { response: { 200: detailSchema } } },
    async () => ({ item: looseRow }) as never,
  );
  app.get('/zod', { schema: { response: { 200: detailSchema } } }, async () => ({ item: looseRow }) as never);
  app.get('/page', { ...fast, schema: { response: { 200: pageSchema } } }, async () => ({
    items: [
      { id: 8, name: 'eight', body: 'text' },
      { id: 7, name: 'seven' },
    ],
    next: null,
  }));
  app.get('/cached', { ...fast, schema: { response: { 200: pageSchema } } }, async (request, reply) =>
    sendPublicJson(request, reply, serializeForCache(reply, { items: [{ id: 1, name: 'one' }], next: 'n' })),
  );
};

describe('fastResponseSerializer and sendPublicJson', () => {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(serializerCompiler);
  app.register(routes);
  afterAll(() => app.close());

  test('the route compiles its zod schema to fast-json-stringify: declared fields only, in their types', async () => {
    const response = await app.inject({ url: '/fast' });
    expect(response.statusCode).toBe(200);
    // zod would have refused the row (the default serializer answers 500): this is the compiled one.
    expect(response.body).toBe('{"item":{"id":7,"name":"seven"}}');
    expect((await app.inject({ url: '/zod' })).statusCode).toBe(500);
  });

  test('a union of item shapes writes each item in the shape it has', async () => {
    expect((await app.inject({ url: '/page' })).body).toBe(
      '{"items":[{"id":8,"name":"eight","body":"text"},{"id":7,"name":"seven"}],"next":null}',
    );
  });

  test('a cached public body carries its ETag and Cache-Control, and a matching If-None-Match is a bodiless 304', async () => {
    const first = await app.inject({ url: '/cached' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ items: [{ id: 1, name: 'one' }], next: 'n' });
    expect(first.headers.etag).toBe(weakEtag(first.body));
    expect(first.headers['cache-control']).toBe(publicReadCacheControl);

    const again = await app.inject({
      url: '/cached',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const stale = await app.inject({ url: '/cached', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
  });
});
