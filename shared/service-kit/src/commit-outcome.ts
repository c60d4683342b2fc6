import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type DatabaseConnection, type Driver, PostgresDialect, PostgresDriver } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.js';

/**
 * How long a transaction whose COMMIT lost its connection waits to learn whether the server committed
 * it: under the gateway's 30 s service timeout, above a supervised restart or a short network cut.
 */
export const commitOutcomeWaitMs = 20_000;
const commitOutcomePollMs = 250;

/**
 * A COMMIT whose connection broke before its answer arrived, and whose outcome could not be read back
 * within `commitOutcomeWaitMs`: the writes may be stored or not. A 503 like any database outage (its
 * cause is the connection error); the Idempotency-Key plugin keeps the request's key until the
 * transaction's status can be read, so that a retry never repeats a write that was stored.
 */
export class CommitOutcomeUnknownError extends Error {
  constructor(
    /** The transaction's id (`txid_current()`), for `txid_status` once the server is back. */
    readonly transactionId: string,
    options: { cause: unknown },
  ) {
    super(`The outcome of transaction ${transactionId} is unknown: its COMMIT lost the connection`, options);
    this.name = 'CommitOutcomeUnknownError';
  }
}

/** `txid_status`: what the server did with a transaction (null once it is too old to know). */
export type TransactionStatus = 'committed' | 'aborted' | 'in progress' | null;

/** The status of transaction `transactionId`, read on any connection to the same server. */
export async function transactionStatus(
  query: (text: string, values: unknown[]) => Promise<{ rows: { status: TransactionStatus }[] }>,
  transactionId: string,
): Promise<TransactionStatus> {
  const { rows } = await query('select txid_status($1::bigint) as status', [transactionId]);
  return rows[0]?.status ?? null;
}

/**
 * 'committed' or 'aborted' once the server can say (a backend that lost its client ends its
 * transaction within moments), or undefined when it stayed unreachable until the deadline.
 */
async function awaitFinalStatus(
  pool: pg.Pool,
  transactionId: string,
  waitMs: number,
): Promise<'committed' | 'aborted' | undefined> {
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; await sleep(commitOutcomePollMs)) {
    try {
      const status = await transactionStatus((text, values) => pool.query(text, values), transactionId);
      if (status === 'committed') return 'committed';
      // Too old to know cannot happen for a transaction of moments ago: treated as not stored.
      if (status === 'aborted' || status === null) return 'aborted';
    } catch {
      // Still unreachable: asked again until the deadline.
    }
  }
  return undefined;
}

type PostgresConnection = Parameters<PostgresDriver['rollbackTransaction']>[0];

/**
 * PostgreSQL's driver, except that a COMMIT which loses its connection is not taken for a failure:
 * the server may have committed before the connection broke, and a client told 503 would retry a
 * write that was stored. The transaction's id is read just before COMMIT; when COMMIT fails for a
 * lost server, the driver waits (a bounded time) for the server to say what it did with it, returns
 * normally when it committed, fails as before when it did not, and fails with
 * `CommitOutcomeUnknownError` when nobody could tell.
 */
class CommitOutcomeDriver extends PostgresDriver {
  readonly #pool: pg.Pool;
  readonly #waitMs: number;
  /** Connections whose COMMIT failed: their rollback can only fail too, and must not hide why. */
  readonly #failedCommits = new WeakSet<DatabaseConnection>();

  constructor(pool: pg.Pool, waitMs: number) {
    super({ pool });
    this.#pool = pool;
    this.#waitMs = waitMs;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // Null for a transaction that wrote nothing: its outcome does not matter.
    const { rows } = await connection.executeQuery<{ id: string | null }>(
      CompiledQuery.raw('select txid_current_if_assigned()::text as id'),
    );
    const transactionId = rows[0]?.id ?? null;
    try {
      await super.commitTransaction(connection);
    } catch (error) {
      if (transactionId === null || !isDatabaseUnavailable(error)) throw error;
      this.#failedCommits.add(connection);
      const status = await awaitFinalStatus(this.#pool, transactionId, this.#waitMs);
      if (status === 'committed') return;
      throw status === 'aborted' ? error : new CommitOutcomeUnknownError(transactionId, { cause: error });
    }
  }

  override async rollbackTransaction(connection: PostgresConnection): Promise<void> {
    if (!this.#failedCommits.has(connection)) return super.rollbackTransaction(connection);
    // The connection is gone; trying marks it to be discarded, and the COMMIT's error is the one to report.
    await super.rollbackTransaction(connection).catch(() => {});
  }
}

/** PostgresDialect with `CommitOutcomeDriver`, which waits up to `waitMs` (`commitOutcomeWaitMs`) for an outcome. */
export class CommitOutcomeDialect extends PostgresDialect {
  readonly #pool: pg.Pool;
  readonly #waitMs: number;

  constructor(pool: pg.Pool, { waitMs = commitOutcomeWaitMs }: { waitMs?: number } = {}) {
    super({ pool });
    this.#pool = pool;
    this.#waitMs = waitMs;
  }

  override createDriver(): Driver {
    return new CommitOutcomeDriver(this.#pool, this.#waitMs);
  }
}
