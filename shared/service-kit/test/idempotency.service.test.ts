import {
  errorCodes,
  genericMessages,
  idempotencyKeyMaxLength,
  idempotencyMessages,
  idempotentReplayedHeader,
  personalDataApi,
} from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type Generated, type Kysely, sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { CommitOutcomeUnknownError } from '../src/commit-outcome.js';
import { buildServiceHost, migrateServices, personalDataRoutes, type ServiceModule } from '../src/index.js';
import {
  createTestDatabase,
  injectForTests,
  resetRateLimits,
  type TestDatabase,
  type TestHttpClient,
  testRoleSecret,
} from '../src/testing.js';

interface OrdersDatabase {
  'orders.orders': { id: Generated<number>; item: string };
}

const internalApiToken = 'internal-token-for-idempotency-tests-0123456789';

/** How many of the next writes fail as if the database were away (the host answers 503). */
let outagesAhead = 0;
/**
 * The next write's own transaction, run by the test, whose COMMIT is then reported lost with an
 * unknown outcome (as `CommitOutcomeDriver` does when the server stays away): it answers the
 * transaction's id.
 */
let unknownCommitAhead: ((item: string) => Promise<string>) | undefined;

const orderRoutes: FastifyPluginAsync<{ db: Kysely<OrdersDatabase> }> = async (app, { db }) => {
  app.post(
    '/orders',
    { config: { auth: 'public' }, schema: { body: z.object({ item: z.string().min(1) }) } },
    async (request, reply) => {
      const { item } = request.body as { item: string };
      // Long enough that a second request with the same key arrives while this one runs.
      await sql`select pg_sleep(0.3)`.execute(db);
      if (outagesAhead > 0) {
        outagesAhead -= 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }
      if (unknownCommitAhead) {
        const transaction = unknownCommitAhead;
        unknownCommitAhead = undefined;
        throw new CommitOutcomeUnknownError(await transaction(item), {
          cause: new Error('Connection terminated unexpectedly'),
        });
      }
      const row = await db
        .insertInto('orders.orders')
        .values({ item })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: row.id, item });
    },
  );
  // This service keeps nothing about anyone: what its erase must clear is the stored answers.
  await app.register(personalDataRoutes, {
    internalApiToken,
    personalData: {
      exportFor: async () => ({ records: {} }),
      eraseFor: async () => ({ erased: {} }),
    },
  });
};

const ordersModule: ServiceModule<OrdersDatabase> = {
  name: 'orders',
  plugin: orderRoutes,
  migrations: {
    '2026-11-27-001-create-orders': {
      async up(db) {
        await sql`create table orders.orders (id serial primary key, item text not null)`.execute(db);
      },
    },
  },
};

let testDb: TestDatabase<unknown>;
let http: TestHttpClient;
const gateway = '127.0.0.1';

/** A visitor's order as the gateway forwards it. */
function order(key: string | undefined, item: string, visitor = '198.51.100.1') {
  return http.request({
    method: 'POST',
    url: '/api/orders/orders',
    remoteAddress: gateway,
    headers: { 'x-forwarded-for': visitor, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { item },
  });
}

async function storedItems(): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`select item from orders.orders order by id`.execute(testDb.db);
  return rows.map((row) => row.item);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateServices(testDb.db, [ordersModule], { roleSecret: testRoleSecret() });
  http = injectForTests(
    await buildServiceHost({
      databases: testDb.databases,
      modules: [ordersModule],
      logger: false,
      trustProxy: [gateway],
    }),
  );
});

beforeEach(async () => {
  outagesAhead = 0;
  unknownCommitAhead = undefined;
  await resetRateLimits(testDb.db);
  await sql`truncate orders.orders, idempotency.keys`.execute(testDb.db);
});

afterAll(async () => {
  await http?.close();
  await testDb?.destroy();
});

test('two concurrent requests with one key write one row; the second is told the first is in flight', async () => {
  const [first, second] = await Promise.all([
    order('key-concurrent', 'tea'),
    // Sent once the first has claimed the key.
    new Promise((resolve) => setTimeout(resolve, 100)).then(() => order('key-concurrent', 'tea')),
  ]);
  expect(first.statusCode).toBe(201);
  expect(second.statusCode).toBe(409);
  expect(second.headers['retry-after']).toBe('1');
  expect(second.json()).toEqual({
    error: { code: errorCodes.conflict, message: idempotencyMessages.inFlight },
  });
  expect(await storedItems()).toEqual(['tea']);
});

test('a retry after success gets the stored answer, marked as replayed, and writes nothing', async () => {
  const first = await order('key-replay', 'coffee');
  expect(first.statusCode).toBe(201);
  expect(first.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();

  const replay = await order('key-replay', 'coffee');
  expect(replay.statusCode).toBe(201);
  expect(replay.headers[idempotentReplayedHeader.toLowerCase()]).toBe('true');
  expect(replay.headers['content-type']).toMatch(/^application\/json/);
  expect(replay.body).toBe(first.body);
  expect(await storedItems()).toEqual(['coffee']);
});

test('the same key with another body is refused with 422', async () => {
  expect((await order('key-reused', 'juice')).statusCode).toBe(201);
  const reused = await order('key-reused', 'water');
  expect(reused.statusCode).toBe(422);
  expect(reused.json()).toEqual({
    error: { code: errorCodes.unprocessable, message: idempotencyMessages.keyReused },
  });
  expect(await storedItems()).toEqual(['juice']);
});

test('a retry after a 503 runs again', async () => {
  outagesAhead = 1;
  const failed = await order('key-after-outage', 'bread');
  expect(failed.statusCode).toBe(503);
  expect(failed.headers['retry-after']).toBeDefined();
  expect(await storedItems()).toEqual([]);

  const retried = await order('key-after-outage', 'bread');
  expect(retried.statusCode).toBe(201);
  expect(retried.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
  expect(await storedItems()).toEqual(['bread']);
});

test("a key is the caller's own: another client with the same key runs its own write", async () => {
  const mine = await order('key-shared', 'milk', '198.51.100.1');
  const theirs = await order('key-shared', 'milk', '198.51.100.2');
  expect(theirs.statusCode).toBe(201);
  expect(theirs.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
  expect(theirs.json()).not.toEqual(mine.json());
  expect(await storedItems()).toEqual(['milk', 'milk']);
});

test('an expired key runs again', async () => {
  expect((await order('key-expired', 'rice')).statusCode).toBe(201);
  await sql`update idempotency.keys set expires_at = now() - interval '1 second'`.execute(testDb.db);
  const again = await order('key-expired', 'rice');
  expect(again.statusCode).toBe(201);
  expect(again.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
  expect(await storedItems()).toEqual(['rice', 'rice']);
});

test('a key left in flight by a process that died answers 409 until its lease is over, then runs again', async () => {
  expect((await order('key-abandoned', 'oats')).statusCode).toBe(201);
  // As a claim whose process died before it could store the answer.
  await sql`update idempotency.keys set response_status = null, response_body = null,
              locked_until = now() + interval '1 minute'`.execute(testDb.db);
  expect((await order('key-abandoned', 'oats')).statusCode).toBe(409);

  await sql`update idempotency.keys set locked_until = now() - interval '1 second'`.execute(testDb.db);
  const taken = await order('key-abandoned', 'oats');
  expect(taken.statusCode).toBe(201);
  expect(taken.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
  expect((await order('key-abandoned', 'oats')).headers[idempotentReplayedHeader.toLowerCase()]).toBe('true');
  expect(await storedItems()).toEqual(['oats', 'oats']);
});

test('malformed keys are refused before anything is written', async () => {
  for (const key of ['', 'with space', 'x'.repeat(idempotencyKeyMaxLength + 1), 'caf\u00e9']) {
    const refused = await order(key, 'salt');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: errorCodes.badRequest, message: idempotencyMessages.invalidKey },
    });
  }
  // The draft's own form, a Structured Field string, is accepted.
  expect((await order('"8e03978e-40d5-43e8-bc93-6894a57f9324"', 'salt')).statusCode).toBe(201);
  expect(await storedItems()).toEqual(['salt']);
});

test('a rejected body is not stored, and writes without a key are not deduplicated', async () => {
  const invalid = await order('key-invalid', '');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().error.message).not.toBe(genericMessages.internal);
  expect((await order(undefined, 'pepper')).statusCode).toBe(201);
  expect((await order(undefined, 'pepper')).statusCode).toBe(201);
  expect(await storedItems()).toEqual(['pepper', 'pepper']);
  const { rows } = await sql`select key from idempotency.keys`.execute(testDb.db);
  expect(rows).toEqual([]);
});

test('erasing an address deletes the stored answers that repeat it, and only those', async () => {
  expect((await order('key-address', 'Erase.Me@example.org')).statusCode).toBe(201);
  expect((await order('key-other', 'keep@example.org')).statusCode).toBe(201);

  const erased = await http.request({
    method: 'POST',
    url: personalDataApi.eraseOf('orders'),
    headers: { authorization: `Bearer ${internalApiToken}` },
    payload: { email: 'erase.me@example.org', subjectHash: 'a'.repeat(64) },
  });
  expect(erased.statusCode).toBe(200);

  const { rows } = await sql<{ key: string }>`select key from idempotency.keys order by key`.execute(
    testDb.db,
  );
  expect(rows.map((row) => row.key)).toEqual(['key-other']);
  // The erased key's retry runs again instead of replaying the address.
  expect(
    (await order('key-address', 'Erase.Me@example.org')).headers[idempotentReplayedHeader.toLowerCase()],
  ).toBeUndefined();
});

/** Stores `item` in a transaction of its own, committed or rolled back, answering the transaction's id. */
async function orderTransaction(item: string, outcome: 'commit' | 'rollback'): Promise<string> {
  let transactionId = '';
  await testDb.db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into orders.orders (item) values (${item})`.execute(trx);
      const { rows } = await sql<{ id: string }>`select txid_current()::text as id`.execute(trx);
      transactionId = rows[0]?.id ?? '';
      if (outcome === 'rollback') throw new Error('rolled back on purpose');
    })
    .catch(() => {});
  return transactionId;
}

test('a write whose COMMIT outcome was unknown but committed is never run again: retries are told it was carried out', async () => {
  unknownCommitAhead = (item) => orderTransaction(item, 'commit');
  const lost = await order('key-commit-unknown', 'honey');
  expect(lost.statusCode).toBe(503);
  expect(lost.headers['retry-after']).toBeDefined();

  for (const retry of [
    await order('key-commit-unknown', 'honey'),
    await order('key-commit-unknown', 'honey'),
  ]) {
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['retry-after']).toBeUndefined();
    expect(retry.headers[idempotentReplayedHeader.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual({
      error: { code: errorCodes.conflict, message: idempotencyMessages.answerLost },
    });
  }
  expect(await storedItems()).toEqual(['honey']);
});

test('a write whose COMMIT outcome was unknown but rolled back runs again on retry', async () => {
  unknownCommitAhead = (item) => orderTransaction(item, 'rollback');
  expect((await order('key-commit-aborted', 'jam')).statusCode).toBe(503);
  expect(await storedItems()).toEqual([]);

  const retried = await order('key-commit-aborted', 'jam');
  expect(retried.statusCode).toBe(201);
  expect(await storedItems()).toEqual(['jam']);
});

test('while the unknown COMMIT is still in progress the key stays in flight, and is settled once it ends', async () => {
  const open = new pg.Client({ connectionString: testDb.connectionString });
  await open.connect();
  try {
    unknownCommitAhead = async (item) => {
      await open.query('begin');
      await open.query('insert into orders.orders (item) values ($1)', [item]);
      const { rows } = await open.query<{ id: string }>('select txid_current()::text as id');
      return rows[0]?.id ?? '';
    };
    expect((await order('key-commit-in-progress', 'salt')).statusCode).toBe(503);
    const inFlight = await order('key-commit-in-progress', 'salt');
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().error.message).toBe(idempotencyMessages.inFlight);

    await open.query('commit');
    // The plugin reads the transaction's status again every second until it can settle the key.
    let settled = inFlight;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      settled = await order('key-commit-in-progress', 'salt');
      if (settled.json().error?.message !== idempotencyMessages.inFlight) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(settled.statusCode).toBe(409);
    expect(settled.json().error.message).toBe(idempotencyMessages.answerLost);
    expect(await storedItems()).toEqual(['salt']);
  } finally {
    await open.end();
  }
});
