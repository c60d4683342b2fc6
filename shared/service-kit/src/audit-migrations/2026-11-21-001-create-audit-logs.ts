import { type Kysely, type Migration, sql } from 'kysely';

/** `audit.audit_logs`: the one shared table, append-only by trigger so no service can rewrite history. */
export const createAuditLogs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .withSchema('audit')
      .createTable('audit_logs')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('severity', 'text', (col) => col.notNull())
      .addColumn('is_suspicious', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('event_type', 'text', (col) => col.notNull())
      .addColumn('user_email', 'text')
      .addColumn('resource_type', 'text')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema
      .withSchema('audit')
      .createIndex('audit_logs_created_at_idx')
      .on('audit_logs')
      .column('created_at')
      .execute();
    await db.schema
      .withSchema('audit')
      .createIndex('audit_logs_event_type_idx')
      .on('audit_logs')
      .column('event_type')
      .execute();
    await sql`
      create function audit.reject_audit_log_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit.audit_logs is append-only: % is not allowed', tg_op
          using errcode = 'insufficient_privilege';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_logs_append_only
      before update or delete on audit.audit_logs
      for each row execute function audit.reject_audit_log_change()`.execute(db);
    await sql`
      create trigger audit_logs_no_truncate
      before truncate on audit.audit_logs
      for each statement execute function audit.reject_audit_log_change()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('audit').dropTable('audit_logs').execute();
    await sql`drop function audit.reject_audit_log_change()`.execute(db);
  },
};
