import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { TablePrivilege } from './database-roles.js';

/**
 * Migrations owned by one Postgres schema, keyed by dated names ('2026-11-21-001-create-vignettes').
 * The schema's login role (`gbc_<name>`, see database-roles.ts) gets the schema's tables and nothing else.
 */
export interface MigrationSet {
  /** Postgres schema that holds the tables and the migration table. */
  name: string;
  migrations: Record<string, Migration>;
  /** What the schema's own role may do with its tables. Default: select, insert, update, delete. */
  ownTablePrivileges?: readonly TablePrivilege[];
  /**
   * Only for the shared schemas every service writes to (audit, mail, rate limits): grants one
   * service's role what service-kit needs there. Runs as the admin, after all migrations.
   */
  grantToService?: (db: Kysely<unknown>, role: string) => Promise<void>;
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
