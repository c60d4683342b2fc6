import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { kitMigrationSets } from './kit-modules.js';
import type { MigrationSet } from './service-module.js';

const schemaNamePattern = /^[a-z][a-z0-9_]*$/;

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

/** Migrates the kit's shared schemas first (every service writes to them), then each module in order. */
export async function migrateServices<DB>(db: Kysely<DB>, modules: readonly MigrationSet[]): Promise<void> {
  for (const set of [...kitMigrationSets, ...modules]) await migrateService(db, set);
}
