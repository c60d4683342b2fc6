import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';

/** Migrations owned by one Postgres schema, keyed by dated names ('2026-11-21-001-create-vignettes'). */
export interface MigrationSet {
  /** Postgres schema that holds the tables and the migration table. */
  name: string;
  migrations: Record<string, Migration>;
}

/** Options every service plugin receives from its host. */
export interface ServicePluginOptions<DB> {
  db: Kysely<DB>;
}

/**
 * A service as a host mounts it: its schema and migrations, the Fastify plugin registered under
 * `/api/<name>`, and optional idempotent seed data.
 */
// biome-ignore lint/suspicious/noExplicitAny: a host holds modules of different database types in one list.
export interface ServiceModule<DB = any> extends MigrationSet {
  plugin: FastifyPluginAsync<ServicePluginOptions<DB>>;
  seed?: (db: Kysely<DB>) => Promise<void>;
}
