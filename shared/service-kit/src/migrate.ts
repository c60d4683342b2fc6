import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { createDatabase } from './database.js';
import {
  ensureGatewayRole,
  ensureLoginRole,
  grantOwnSchema,
  openServiceDatabases,
  roleSecretFor,
  type ServiceDatabases,
  serviceRoleName,
  withRoleLock,
} from './database-roles.js';
import { kitMigrationSets } from './kit-modules.js';
import type { MigrationSet, ServiceModule } from './service-module.js';

const schemaNamePattern = /^[a-z][a-z0-9_]*$/;

const defaultTablePrivileges = ['select', 'insert', 'update', 'delete'] as const;

/**
 * Brings one schema to its latest migration. Kysely's Migrator creates the schema when missing and
 * keeps its migration table (and lock) inside it, so services never share migration state and
 * concurrent starts of the same service wait for each other.
 */
export async function migrateService<DB>(db: Kysely<DB>, set: MigrationSet): Promise<MigrationResult[]> {
  if (!schemaNamePattern.test(set.name)) {
    throw new Error(`Invalid schema name '${set.name}': use lowercase letters, digits and underscores.`);
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set.migrations },
    migrationTableSchema: set.name,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed =
      results.find((result) => result.status === 'Error')?.migrationName ?? '(before any migration ran)';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migrating schema '${set.name}' failed at ${failed}: ${reason}`, { cause: error });
  }
  return results;
}

export interface MigrateServicesOptions {
  /** Secret the roles' passwords derive from (`roleSecretFor`). */
  roleSecret: string;
}

/**
 * Run with the admin connection: migrates the shared schemas, then each module in order, then
 * creates or resets every schema's login role with exactly its grants (re-applied on each start, so
 * tables added by a migration are covered and hand-made grants do not survive).
 */
export async function migrateServices<DB>(
  db: Kysely<DB>,
  modules: readonly MigrationSet[],
  options: MigrateServicesOptions,
): Promise<void> {
  for (const set of [...kitMigrationSets, ...modules]) await migrateService(db, set);
  await withRoleLock(db as Kysely<unknown>, async (trx) => {
    for (const set of [...kitMigrationSets, ...modules]) {
      const role = await ensureLoginRole(trx, set.name, options.roleSecret);
      await grantOwnSchema(trx, role, {
        schema: set.name,
        tablePrivileges: set.ownTablePrivileges ?? defaultTablePrivileges,
      });
    }
    for (const module of modules) {
      const role = serviceRoleName(module.name);
      for (const shared of kitMigrationSets) await shared.grantToService?.(trx, role);
    }
    await ensureGatewayRole(trx, options.roleSecret);
  });
}

export interface MigrateAndConnectOptions {
  /** The admin connection (DATABASE_URL or the embedded superuser): used for migrations only, then closed. */
  adminUrl: string;
  modules: readonly ServiceModule[];
  /** `DB_ROLE_SECRET`, when set; else the admin password is the secret (see `roleSecretFor`). */
  roleSecret?: string;
  /** Run each module's seed (as its own role). Default true. */
  seed?: boolean;
  onIdleError?: (error: Error) => void;
}

/**
 * A host's start: migrate as the admin, close that connection, and open one pool per service logged
 * in as its own role, so nothing the services run can reach beyond their grants.
 */
export async function migrateAndConnect(options: MigrateAndConnectOptions): Promise<ServiceDatabases> {
  const roleSecret = roleSecretFor(options.adminUrl, options.roleSecret);
  const admin = createDatabase(options.adminUrl, { maxConnections: 2, onIdleError: options.onIdleError });
  try {
    await migrateServices(admin, options.modules, { roleSecret });
  } finally {
    await admin.destroy();
  }
  const databases = openServiceDatabases({
    serverUrl: options.adminUrl,
    secret: roleSecret,
    onIdleError: options.onIdleError,
  });
  if (options.seed ?? true) {
    try {
      for (const module of options.modules) await module.seed?.(databases.of(module.name));
    } catch (error) {
      await databases.destroy();
      throw error;
    }
  }
  return databases;
}

/**
 * The migration Job of a deployment: migrate and seed with the admin connection, then close every
 * connection. Serving processes start after it without admin credentials (`serveServiceAlone`'s `serve`).
 */
export async function migrateAndSeed(options: MigrateAndConnectOptions): Promise<void> {
  const databases = await migrateAndConnect(options);
  await databases.destroy();
}
