import { Kysely } from 'kysely';
import pg from 'pg';
import { CommitOutcomeDialect } from './commit-outcome.js';

const int8Oid = 20;

/**
 * int8 (count(*), bigint columns) arrives from pg as a string. Within ±2^53 it becomes a number, which
 * serialises to JSON as one; beyond that it stays a string rather than silently lose precision.
 * Set per pool, not globally, so no other pg user in the process is affected.
 */
function parseInt8(value: string): number | string {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : value;
}

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Timeouts that turn a database outage into a quick error (answered 503) instead of requests that
 * hang: a connection attempt gives up after 3 s, a statement after 10 s, and a session left idle
 * inside a transaction (a stuck request holding locks) is ended by the server after 30 s. A second
 * was too short: on a busy machine starting a server backend took longer, and requests failed
 * while the database was up.
 */
export const databaseTimeouts = {
  connectMs: 3000,
  statementMs: 10_000,
  idleInTransactionMs: 30_000,
} as const;

export interface DatabaseOptions {
  /** Pool size per process; PostgreSQL's own limit is shared by every service process. */
  maxConnections?: number;
  /** Where errors of idle pooled connections go (a restarted server, a dropped network). */
  onIdleError?: (error: Error) => void;
}

/**
 * A Kysely instance over a pg pool for one connection string, whose transactions learn the outcome of
 * a COMMIT that lost its connection (`CommitOutcomeDialect`). Call `destroy()` to close the pool.
 */
export function createDatabase<DB = unknown>(
  connectionString: string,
  options: DatabaseOptions = {},
): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types: typeParsers,
    connectionTimeoutMillis: databaseTimeouts.connectMs,
    statement_timeout: databaseTimeouts.statementMs,
    idle_in_transaction_session_timeout: databaseTimeouts.idleInTransactionMs,
    keepAlive: true,
  });
  pool.on(
    'error',
    options.onIdleError ?? ((error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`)),
  );
  // pg emits 'error' on a client whose server goes away even while it is checked out, when the pool's
  // idle listener is detached; unheard, that event ends the process. The error needs nothing more
  // here: the query in flight, or the next one, fails with it (a 503), and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return new Kysely<DB>({ dialect: new CommitOutcomeDialect(pool) });
}
