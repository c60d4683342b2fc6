import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { CommitOutcomeDialect, CommitOutcomeUnknownError } from '../src/commit-outcome.js';
import { isDatabaseUnavailable } from '../src/database-errors.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

/**
 * What goes wrong on the next COMMIT: its answer is lost after the server committed (and, with
 * `server away`, every later statement fails as a refused connection, as while the server is down),
 * or the connection breaks before COMMIT is sent.
 */
let commitFault: 'answer lost' | 'answer lost, server away' | 'never sent' | undefined;
let unreachable = false;
/** Reads of a transaction's status refused while unreachable. */
let refusedStatusReads = 0;

const connectionLost = () => new Error('Connection terminated unexpectedly');
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A pg client whose connection breaks around COMMIT as `commitFault` says. */
class FaultyClient extends pg.Client {
  // pg's overloads: Kysely passes (text, values), pool.query adds a callback.
  override query(...args: never[]): never {
    const [text] = args as unknown as [string];
    const socket = (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream;
    if (text === 'commit' && commitFault !== undefined) {
      const fault = commitFault;
      commitFault = undefined;
      if (fault === 'never sent') {
        socket.destroy();
        return Promise.reject(connectionLost()) as never;
      }
      return (super.query('commit') as unknown as Promise<unknown>).then(() => {
        socket.destroy();
        unreachable = fault === 'answer lost, server away';
        throw connectionLost();
      }) as never;
    }
    if (unreachable) {
      if (String(text).includes('txid_status')) refusedStatusReads += 1;
      // pool.query passes a callback.
      const callback = (args as unknown[]).find((arg) => typeof arg === 'function') as
        | ((error: Error) => void)
        | undefined;
      if (!callback) return Promise.reject(refused()) as never;
      process.nextTick(() => callback(refused()));
      return undefined as never;
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

interface NotesDatabase {
  notes: { text: string };
}

let testDb: TestDatabase<unknown>;
let pool: pg.Pool;
let db: Kysely<NotesDatabase>;

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: false });
  await sql`create table notes (text text not null)`.execute(testDb.db);
  pool = new pg.Pool({ connectionString: testDb.connectionString, max: 2, Client: FaultyClient });
  // As createDatabase does: a broken connection's error event is the query's to report.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  db = new Kysely<NotesDatabase>({ dialect: new CommitOutcomeDialect(pool, { waitMs: 2_000 }) });
});

beforeEach(async () => {
  commitFault = undefined;
  unreachable = false;
  refusedStatusReads = 0;
  await sql`truncate notes`.execute(testDb.db);
});

afterAll(async () => {
  await db?.destroy();
  await testDb?.destroy();
});

const notes = async () => (await sql<{ text: string }>`select text from notes`.execute(testDb.db)).rows;

const addNote = (text: string) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('notes').values({ text }).execute();
    return text;
  });

test('a COMMIT whose answer is lost after the server committed succeeds: the caller is told the truth', async () => {
  commitFault = 'answer lost';
  await expect(addNote('stored')).resolves.toBe('stored');
  expect(await notes()).toEqual([{ text: 'stored' }]);
  // The broken connection was dropped: the next transaction works.
  await expect(addNote('next')).resolves.toBe('next');
});

test('a COMMIT that never reached the server fails as the database being away, and nothing is stored', async () => {
  commitFault = 'never sent';
  const failure = await addNote('lost').catch((error: unknown) => error);
  expect(failure).not.toBeInstanceOf(CommitOutcomeUnknownError);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(await notes()).toEqual([]);
});

test('when the server cannot say within the wait, the failure names the transaction, a 503 whose outcome can be read later', async () => {
  commitFault = 'answer lost, server away';
  const failure = await addNote('unknown').catch((error: unknown) => error);
  expect(refusedStatusReads).toBeGreaterThan(1);
  unreachable = false;
  expect(failure).toBeInstanceOf(CommitOutcomeUnknownError);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  const { transactionId } = failure as CommitOutcomeUnknownError;
  const { rows } = await sql<{
    status: string;
  }>`select txid_status(${transactionId}::bigint) as status`.execute(testDb.db);
  expect(rows).toEqual([{ status: 'committed' }]);
  expect(await notes()).toEqual([{ text: 'unknown' }]);
});

test('a transaction that wrote nothing fails at once when its COMMIT is lost: there is no outcome to wait for', async () => {
  commitFault = 'answer lost, server away';
  const failure = await db
    .transaction()
    .execute(async (trx) => sql`select 1`.execute(trx))
    .catch((error: unknown) => error);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  expect(failure).not.toBeInstanceOf(CommitOutcomeUnknownError);
  expect(refusedStatusReads).toBe(0);
});
