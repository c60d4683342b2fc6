import { randomBytes } from 'node:crypto';
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig } from './config.js';
import { createDatabase } from './database.js';
import { openServiceDatabases, roleSecretFor, type ServiceDatabases } from './database-roles.js';
import { migrateServices } from './migrate.js';
import type { MigrationSet } from './service-module.js';

/** Environment through which the Jest global setup tells test workers where the template lives. */
export const testDatabaseEnv = {
  /** Connection string of a maintenance database on the test server (CREATE/DROP DATABASE run there). */
  adminUrl: 'GBC_TEST_ADMIN_DATABASE_URL',
  /** Name of the migrated template database each test database is copied from. */
  template: 'GBC_TEST_TEMPLATE_DATABASE',
} as const;

export const testTemplateDatabase = 'gbc_test_template';

/** Test database names: `t_` and 16 hex digits, so clean-up never touches anyone else's database. */
const testDatabasePattern = '^t_[0-9a-f]{16}$';

export interface TestDatabase<DB> {
  /** Admin connection, for arranging and asserting; hosts under test get `databases`. */
  db: Kysely<DB>;
  /** Pools logged in as each service's own role, as in production: pass them to `buildServiceHost`. */
  databases: ServiceDatabases;
  connectionString: string;
  /** Closes the pools and drops the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false: an empty database (from template0) instead of a copy of the migrated template. */
  migrated?: boolean;
}

const setupHint = 'is not set: service tests need the Jest global setup (tests/jest/db-global-setup.ts)';
const testWorkerEnvSchema = z.object({
  [testDatabaseEnv.adminUrl]: z.string({ error: `${testDatabaseEnv.adminUrl} ${setupHint}` }).min(1),
  [testDatabaseEnv.template]: z.string({ error: `${testDatabaseEnv.template} ${setupHint}` }).min(1),
});

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Used when a test server's URL has no password (a local server with trust authentication, where a
 * password protects nothing): test runs must not need configuration that `npm start` would refuse.
 */
const passwordlessTestServerSecret = 'gbc-test-server-without-admin-password';

/** The secret the test server's role passwords derive from, as in production (`DB_ROLE_SECRET` or the admin password). */
export function testRoleSecret(
  adminUrl: string = loadConfig(testWorkerEnvSchema)[testDatabaseEnv.adminUrl],
): string {
  return roleSecretFor(adminUrl, process.env.DB_ROLE_SECRET || passwordlessTestSecret(adminUrl));
}

function passwordlessTestSecret(adminUrl: string): string | undefined {
  return new URL(adminUrl).password ? undefined : passwordlessTestServerSecret;
}

/** A fresh database for one test file, copied from the migrated template (tens of milliseconds). */
// biome-ignore lint/suspicious/noExplicitAny: callers pick their service's database type.
export async function createTestDatabase<DB = any>(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase<DB>> {
  const env = loadConfig(testWorkerEnvSchema);
  const adminUrl = env[testDatabaseEnv.adminUrl];
  const template = options.migrated === false ? 'template0' : env[testDatabaseEnv.template];
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
    ),
  );
  const connectionString = databaseUrl(adminUrl, name);
  const db = createDatabase<DB>(connectionString, { maxConnections: 4 });
  const databases = openServiceDatabases({
    serverUrl: connectionString,
    secret: testRoleSecret(adminUrl),
    maxConnections: 4,
  });
  return {
    db,
    databases,
    connectionString,
    async destroy() {
      await Promise.all([db.destroy(), databases.destroy()]);
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

/** (Re)creates the template database and migrates the audit schema and every module into it. */
export async function prepareTemplateDatabase(
  adminUrl: string,
  modules: readonly MigrationSet[],
  template = testTemplateDatabase,
): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(template)} with (force)`);
    await client.query(`create database ${client.escapeIdentifier(template)}`);
  });
  // The pool must be closed before copying: PostgreSQL refuses a template that has other sessions.
  const db = createDatabase(databaseUrl(adminUrl, template), { maxConnections: 1 });
  try {
    await migrateServices(db, modules, { roleSecret: testRoleSecret(adminUrl) });
  } finally {
    await db.destroy();
  }
}

/** Drops test databases left by crashed or interrupted runs. */
export async function dropTestDatabases(adminUrl: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname ~ $1',
      [testDatabasePattern],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    }
  });
}

/** Forgets every rate-limit counter, so each test starts with full budgets (requests in tests share one address). */
export async function resetRateLimits(db: QueryExecutorProvider): Promise<void> {
  await sql`truncate rate_limit.hits`.execute(db);
}
