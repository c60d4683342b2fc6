import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/** `payments.role_grant_outbox`: membership role changes waiting to be told to identity. */
export const createRoleGrantOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(paymentsSchema);
    await schema
      .createTable('role_grant_outbox')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('grant', 'boolean', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('delivered_at', 'timestamptz')
      .execute();
    await schema
      .createIndex('role_grant_outbox_pending_idx')
      .on('role_grant_outbox')
      .column('created_at')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('role_grant_outbox').execute();
  },
};
