import { createServer, type Socket } from 'node:net';
import { errorCodes } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  buildServiceHost,
  databaseUnavailableMessage,
  migrateServices,
  openServiceDatabases,
  type ServiceDatabases,
  type ServiceModule,
} from '../src/index.js';
import {
  createTestDatabase,
  listenForTests,
  startTcpProxy,
  type TcpProxy,
  type TestDatabase,
  type TestHttpClient,
  testRoleSecret,
} from '../src/testing.js';

/** Lets a test act while a request holds a pooled connection between two queries. */
let holding: { entered: () => void; release: Promise<void> } | undefined;

/** A service whose routes need the database. */
const clockRoutes: FastifyPluginAsync<{ db: Kysely<unknown> }> = async (app, { db }) => {
  app.get('/now', { config: { auth: 'public' } }, async () => {
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
    return { now: rows[0]?.now };
  });
  app.get('/held', { config: { auth: 'public' } }, async () =>
    db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding?.entered();
      await holding?.release;
      const { rows } = await sql<{ now: Date }>`select now() as now`.execute(trx);
      return { now: rows[0]?.now };
    }),
  );
};
const clockModule: ServiceModule = { name: 'clock', plugin: clockRoutes, migrations: {} };

let testDb: TestDatabase<unknown>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateServices(testDb.db, [clockModule], { roleSecret: testRoleSecret() });
});

afterAll(async () => {
  await testDb.destroy();
});

async function withHost<T>(databases: ServiceDatabases, check: (http: TestHttpClient) => Promise<T>) {
  const http = await listenForTests(
    await buildServiceHost({ databases, modules: [clockModule], logger: false }),
  );
  try {
    return await check(http);
  } finally {
    await http.close();
  }
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

describe('/readyz', () => {
  test('is ok when the database answers', async () => {
    await withHost(testDb.databases, async (http) => {
      const response = await http.request({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        details: { mail: { pending: 0, oldestPendingAgeSeconds: null, failed: 0 } },
      });
    });
  });

  test('is 503 with Retry-After when it does not', async () => {
    const unreachable = openServiceDatabases({
      serverUrl: 'postgres://nobody@127.0.0.1:1/none',
      secret: 'unused',
    });
    try {
      await withHost(unreachable, async (http) => {
        const response = await http.request({ url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().error.code).toBe(errorCodes.unavailable);
      });
    } finally {
      await unreachable.destroy();
    }
  });
});

describe('a database outage', () => {
  let proxy: TcpProxy;
  let databases: ServiceDatabases;

  beforeAll(async () => {
    const { hostname, port } = new URL(testDb.connectionString);
    proxy = await startTcpProxy({ host: hostname, port: Number(port) });
    databases = openServiceDatabases({
      serverUrl: proxy.via(testDb.connectionString),
      secret: testRoleSecret(),
      // The cut drops idle pooled connections: expected here.
      onIdleError: () => {},
    });
  });

  afterAll(async () => {
    await databases.destroy();
    await proxy.close();
  });

  test('gives 503s with Retry-After while the database is cut off, and 200s again once it is back, without a restart', async () => {
    await withHost(databases, async (http) => {
      expect((await http.request({ url: '/api/clock/now' })).statusCode).toBe(200);
      expect((await http.request({ url: '/readyz' })).statusCode).toBe(200);

      proxy.cut();
      const api = await http.request({ url: '/api/clock/now' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.json()).toEqual({
        error: { code: errorCodes.unavailable, message: databaseUnavailableMessage },
      });
      const { result: ready, ms } = await timed(http.request({ url: '/readyz' }));
      expect(ready.statusCode).toBe(503);
      expect(ms).toBeLessThan(1000);

      proxy.restore();
      const { result: back, ms: recoveryMs } = await timed(http.request({ url: '/api/clock/now' }));
      expect(back.statusCode).toBe(200);
      expect(recoveryMs).toBeLessThan(5000);
      expect((await http.request({ url: '/readyz' })).statusCode).toBe(200);
    });
  });

  test('a connection lost while a request holds it is a 503 for that request, not a crash of the process', async () => {
    await withHost(databases, async (http) => {
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      holding = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
      try {
        const held = http.request({ url: '/api/clock/held' });
        await inside;
        // The server goes away while the connection is checked out of the pool and between queries:
        // pg emits 'error' on the client, which nothing but the kit listens to then.
        proxy.cut();
        release();
        expect((await held).statusCode).toBe(503);
      } finally {
        holding = undefined;
        proxy.restore();
      }
      expect((await http.request({ url: '/api/clock/now' })).statusCode).toBe(200);
    });
  });

  test('readiness answers 503 within a second when the database accepts connections but never answers', async () => {
    // A listener that accepts and stays silent: the pool's connection timeout and the probe's budget must both hold.
    const accepted = new Set<Socket>();
    const silent = createServer((socket) => accepted.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const address = silent.address() as { port: number };
    const hung = openServiceDatabases({
      serverUrl: `postgres://nobody@127.0.0.1:${address.port}/none`,
      secret: 'unused',
    });
    try {
      await withHost(hung, async (http) => {
        const { result, ms } = await timed(http.request({ url: '/readyz' }));
        expect(result.statusCode).toBe(503);
        expect(ms).toBeLessThan(1000);
      });
    } finally {
      await hung.destroy();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
