import { type Kysely, type Migration, sql } from 'kysely';
import { adminSchema } from '../database.js';

/**
 * `admin.site_audit_runs`: each audit as a stored job, its progress and its result. At most one run is
 * `running` at a time site-wide, whichever process started it (a partial unique index).
 */
export const createSiteAuditRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema(adminSchema)
      .createTable('site_audit_runs')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('page_limit', 'integer', (col) => col.notNull().check(sql`page_limit > 0`))
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('running').check(sql`status in ('running', 'passed', 'failed')`),
      )
      .addColumn('pages_done', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('pages_found', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('issues', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('result', 'jsonb')
      .addColumn('requested_by', 'text')
      .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('heartbeat_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await sql`create unique index site_audit_runs_one_running on admin.site_audit_runs ((true)) where status = 'running'`.execute(
      db,
    );
    await db.schema
      .withSchema(adminSchema)
      .createIndex('site_audit_runs_history')
      .on('site_audit_runs')
      .columns(['started_at desc', 'id desc'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(adminSchema).dropTable('site_audit_runs').execute();
  },
};
