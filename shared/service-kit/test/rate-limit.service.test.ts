import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { Writable } from 'node:stream';
import { errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  buildServiceHost,
  openServiceDatabases,
  publicWriteRateLimit,
  type ServiceModule,
} from '../src/index.js';
import {
  createTestDatabase,
  injectForTests,
  resetRateLimits,
  type TestDatabase,
  type TestHttpClient,
} from '../src/testing.js';

const formRoutes: FastifyPluginAsync = async (app) => {
  app.post('/signups', { config: { ...publicWriteRateLimit, auth: 'public' } }, async () => ({ ok: true }));
  app.post('/contact', { config: { ...publicWriteRateLimit, auth: 'public' } }, async () => ({ ok: true }));
  app.get('/items', { config: { auth: 'public' } }, async () => ({ items: [] }));
};
const formModule: ServiceModule = { name: 'forms', plugin: formRoutes, migrations: {} };

const { max } = publicWriteRateLimit.rateLimit;
const gateway = '127.0.0.1';

let testDb: TestDatabase<unknown>;
const hosts: TestHttpClient[] = [];

async function host(options: Partial<Parameters<typeof buildServiceHost>[0]> = {}): Promise<TestHttpClient> {
  const client = injectForTests(
    await buildServiceHost({
      databases: testDb.databases,
      modules: [formModule],
      logger: false,
      trustProxy: [gateway],
      ...options,
    }),
  );
  hosts.push(client);
  return client;
}

/** A visitor's request as the gateway forwards it. */
const viaGateway = (http: TestHttpClient, visitor: string, url = '/api/forms/signups') =>
  http.request({ method: 'POST', url, remoteAddress: gateway, headers: { 'x-forwarded-for': visitor } });

beforeAll(async () => {
  testDb = await createTestDatabase();
});

beforeEach(async () => {
  await resetRateLimits(testDb.db);
});

afterAll(async () => {
  for (const client of hosts) await client.close();
  await testDb.destroy();
});

describe('rate limits', () => {
  test('each visitor behind the gateway has a budget of its own', async () => {
    const http = await host();
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await viaGateway(http, '198.51.100.1')).statusCode).toBe(200);
    }
    const limited = await viaGateway(http, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: errorCodes.rateLimited, message: genericMessages.rateLimited },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await viaGateway(http, '198.51.100.2')).statusCode).toBe(200);
  });

  test('each route has its own budget', async () => {
    const http = await host();
    for (let attempt = 0; attempt <= max; attempt += 1) await viaGateway(http, '198.51.100.3');
    expect((await viaGateway(http, '198.51.100.3')).statusCode).toBe(429);
    expect((await viaGateway(http, '198.51.100.3', '/api/forms/contact')).statusCode).toBe(200);
  });

  test('a client that is not a trusted proxy cannot pick its address with X-Forwarded-For', async () => {
    const http = await host();
    const direct = (spoofed: string) =>
      http.request({
        method: 'POST',
        url: '/api/forms/signups',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': spoofed },
      });
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await direct(`192.0.2.${attempt}`)).statusCode).toBe(200);
    }
    expect((await direct('192.0.2.200')).statusCode).toBe(429);
  });

  test('a visitor cannot prepend addresses through the gateway either', async () => {
    const http = await host();
    const forwarded = (spoofed: string) =>
      http.request({
        method: 'POST',
        url: '/api/forms/signups',
        remoteAddress: gateway,
        // The gateway appends the address it saw; what the visitor sent comes first.
        headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
      });
    for (let attempt = 0; attempt < max; attempt += 1) await forwarded(`192.0.2.${attempt}`);
    expect((await forwarded('192.0.2.250')).statusCode).toBe(429);
  });

  test('two hosts on one database share a budget', async () => {
    const [first, second] = [await host(), await host()];
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await viaGateway(attempt % 2 === 0 ? first : second, '198.51.100.4')).statusCode).toBe(200);
    }
    expect((await viaGateway(first, '198.51.100.4')).statusCode).toBe(429);
    expect((await viaGateway(second, '198.51.100.4')).statusCode).toBe(429);
  });

  test('concurrent requests are all counted', async () => {
    const [first, second] = [await host(), await host()];
    const answers = await Promise.all(
      Array.from({ length: max + 6 }, (_, index) =>
        viaGateway(index % 2 === 0 ? first : second, '198.51.100.5'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  test('a new window starts once the old one is over', async () => {
    const http = await host();
    for (let attempt = 0; attempt <= max; attempt += 1) await viaGateway(http, '198.51.100.6');
    expect((await viaGateway(http, '198.51.100.6')).statusCode).toBe(429);
    await sql`update rate_limit.hits set resets_at = now() - interval '1 second'`.execute(testDb.db);
    expect((await viaGateway(http, '198.51.100.6')).statusCode).toBe(200);
  });

  test('routes without the rate-limit config are not limited', async () => {
    const http = await host();
    for (let attempt = 0; attempt < max + 2; attempt += 1) {
      const response = await http.request({ url: '/api/forms/items', remoteAddress: gateway });
      expect(response.statusCode).toBe(200);
    }
  });

  test.each([
    ['the database', {}],
    ['Redis', { rateLimit: { redisUrl: 'redis://127.0.0.1:1' } }],
  ])('when %s cannot be reached the store fails open and says so in the log', async (_store, options) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const unreachable = openServiceDatabases({
      serverUrl: 'postgres://nobody@127.0.0.1:1/none',
      secret: 'unused',
    });
    const http = await host({ databases: unreachable, logger: { level: 'warn', stream }, ...options });
    try {
      for (let attempt = 0; attempt < max + 2; attempt += 1) {
        expect((await viaGateway(http, '198.51.100.8')).statusCode).toBe(200);
      }
      expect(lines.some((line) => /rate limit store/.test(line))).toBe(true);
    } finally {
      await unreachable.destroy();
    }
  });
});

/** Redis is optional infrastructure: the store is tested against a real server when one is installed. */
const redisServerBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
);

(redisServerBinary ? describe : describe.skip)('rate limits in Redis', () => {
  let redis: ChildProcess;
  let redisUrl: string;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    redis = spawn(
      redisServerBinary as string,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      redis.stdout?.on('data', (chunk: Buffer) => {
        if (/Ready to accept connections/.test(String(chunk))) resolve();
      });
    });
    redisUrl = `redis://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    redis.removeAllListeners('exit');
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await exited;
  });

  test('two hosts share each visitor budget through Redis, and visitors stay apart', async () => {
    const [first, second] = [
      await host({ rateLimit: { redisUrl } }),
      await host({ rateLimit: { redisUrl } }),
    ];
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await viaGateway(attempt % 2 === 0 ? first : second, '198.51.100.9')).statusCode).toBe(200);
    }
    expect((await viaGateway(second, '198.51.100.9')).statusCode).toBe(429);
    expect((await viaGateway(first, '198.51.100.10')).statusCode).toBe(200);
    const rows = await sql<{ count: number }>`select count(*)::int as count from rate_limit.hits`.execute(
      testDb.db,
    );
    expect(rows.rows[0]?.count).toBe(0);
  });
});
