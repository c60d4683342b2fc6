import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  EmbeddedPostgresInUseError,
  type EmbeddedPostgresServer,
  startEmbeddedPostgres,
} from './embedded-postgres.js';
import type { MigrationSet } from './service-module.js';
import { dropTestDatabases, prepareTemplateDatabase, testTemplateDatabase } from './test-database.js';

export interface TestRunOptions {
  /** Use this server; without it an embedded server runs from `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  modules: readonly MigrationSet[];
  /** How long to wait for a concurrent run to finish with the server. Default 10 minutes. */
  waitMs?: number;
}

export interface TestRun {
  adminUrl: string;
  template: string;
  /** Drops leftover test databases, ends the run's lock, stops the embedded server if this run started it. */
  stop(): Promise<void>;
}

/** Arbitrary constant naming "a GBC test run holds this server" for pg_advisory_lock. */
const testRunLockKey = 4_711_2026;

async function startEmbeddedWhenFree(dataDir: string, waitMs: number): Promise<EmbeddedPostgresServer> {
  const deadline = Date.now() + waitMs;
  for (let announced = false; ; ) {
    try {
      return await startEmbeddedPostgres({ dataDir, durable: false });
    } catch (error) {
      if (!(error instanceof EmbeddedPostgresInUseError) || Date.now() > deadline) throw error;
      if (!announced)
        console.info(`Waiting for another test run (pid ${error.ownerPid}) to release ${dataDir} ...`);
      announced = true;
      await sleep(1000);
    }
  }
}

/**
 * Serialises test runs that share one server (templates and clean-up are per server): the lock lives
 * as long as this session and disappears with it if the run is killed.
 */
async function lockTestRun(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    testRunLockKey,
  ]);
  if (!rows[0]?.locked) {
    console.info('Waiting for another test run on this database server to finish ...');
    await client.query('select pg_advisory_lock($1)', [testRunLockKey]);
  }
  return client;
}

/** Everything a test run needs before its workers start: a server, the run lock and a fresh migrated template. */
export async function startTestRun(options: TestRunOptions): Promise<TestRun> {
  const server = options.databaseUrl
    ? null
    : await startEmbeddedWhenFree(options.dataDir, options.waitMs ?? 600_000);
  const adminUrl = options.databaseUrl ?? (server as EmbeddedPostgresServer).connectionString('postgres');
  let lock: pg.Client | undefined;
  try {
    lock = await lockTestRun(adminUrl);
    await dropTestDatabases(adminUrl);
    await prepareTemplateDatabase(adminUrl, options.modules, testTemplateDatabase);
  } catch (error) {
    await lock?.end();
    await server?.stop();
    throw error;
  }
  const runLock = lock;
  return {
    adminUrl,
    template: testTemplateDatabase,
    async stop() {
      try {
        await dropTestDatabases(adminUrl);
      } finally {
        await runLock.end();
        await server?.stop();
      }
    },
  };
}

/** Jest's global setup and teardown share nothing but globals; Symbol.for survives separate module copies. */
const testRunSlot = Symbol.for('@gbc/service-kit/test-run');
type TestRunSlot = { [testRunSlot]?: TestRun };

export function rememberTestRun(run: TestRun): void {
  (globalThis as TestRunSlot)[testRunSlot] = run;
}

/** The run remembered by the global setup, forgotten once taken. */
export function takeTestRun(): TestRun | undefined {
  const slot = globalThis as TestRunSlot;
  const run = slot[testRunSlot];
  delete slot[testRunSlot];
  return run;
}
