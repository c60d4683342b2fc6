import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDatabase, kitMigrationSets, type MigrationSet } from '@gbc/service-kit';
import { sql } from 'kysely';

const run = promisify(execFile);

/**
 * What a backup holds: the shared `audit`, `mail` and `idempotency` schemas and every service's own schema. Rate-limit
 * counters are left out (short-lived by design), and so are the roles and grants: migrations recreate
 * them at the next start (or the deployment's migrate Job), from `DB_ROLE_SECRET`.
 */
export function backupSchemas(modules: readonly MigrationSet[]): string[] {
  const shared = kitMigrationSets.map((set) => set.name).filter((name) => name !== 'rate_limit');
  return [...shared, ...modules.map((module) => module.name)];
}

/** Tool output without the connection string (it carries the admin password). */
function failure(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new Error(`${tool} failed: ${stderr || (error as Error).message}`, { cause: error });
}

/** `pg_dump` of `schemas` into `file` (custom format: compressed, restorable table by table). */
export async function backupDatabase(
  adminUrl: string,
  schemas: readonly string[],
  file: string,
): Promise<void> {
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
  for (const schema of schemas) args.push(`--schema=${schema}`);
  try {
    await run('pg_dump', [...args, `--dbname=${adminUrl}`]);
  } catch (error) {
    throw failure('pg_dump', error);
  }
}

/**
 * `pg_restore` of a backup into a database that holds none of its schemas yet, in one transaction (a
 * failed restore leaves nothing behind). Refuses a database that has any of them, naming them.
 */
export async function restoreDatabase(
  adminUrl: string,
  schemas: readonly string[],
  file: string,
): Promise<void> {
  const db = createDatabase(adminUrl, { maxConnections: 1 });
  try {
    const { rows } = await sql<{ nspname: string }>`
      select nspname from pg_namespace where nspname = any(${[...schemas]}::text[]) order by nspname`.execute(
      db,
    );
    if (rows.length > 0) {
      throw new Error(
        `The target database already holds ${rows.map((row) => row.nspname).join(', ')}: restore into a fresh database`,
      );
    }
  } finally {
    await db.destroy();
  }
  try {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${adminUrl}`,
      file,
    ]);
  } catch (error) {
    throw failure('pg_restore', error);
  }
}
