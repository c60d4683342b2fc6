import { type Kysely, type Migration, sql } from 'kysely';
import { paymentsSchema } from '../database.js';

/**
 * Soil Whisperer plans: checkouts of kind `plan` with a free trial, `trialing` subscriptions and
 * when their trial ends, the local provider's trial state, and the outbox of plan provisioning that
 * tells the ratpak service about each plan subscription's state.
 */
export const addPlanTrials: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payments.checkouts drop constraint checkouts_kind_check`.execute(db);
    await sql`
      alter table payments.checkouts add constraint checkouts_kind_check
      check (kind in ('donation', 'product', 'membership', 'plan'))
    `.execute(db);
    await sql`alter table payments.checkouts add column trial_days integer check (trial_days > 0)`.execute(
      db,
    );

    await sql`alter table payments.subscriptions drop constraint subscriptions_status_check`.execute(db);
    await sql`
      alter table payments.subscriptions add constraint subscriptions_status_check
      check (status in ('trialing', 'active', 'past_due', 'cancelled'))
    `.execute(db);
    await sql`alter table payments.subscriptions add column trial_ends_at timestamptz`.execute(db);

    await sql`alter table payments.local_sessions add column trial_days integer`.execute(db);
    await sql`alter table payments.local_sessions add column trial_ended_at timestamptz`.execute(db);

    await db.schema
      .withSchema(paymentsSchema)
      .createTable('plan_provisioning_outbox')
      .addColumn('subscription_id', 'uuid', (col) =>
        col.primaryKey().references('payments.subscriptions.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'dead')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('queued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('delivered_at', 'timestamptz')
      .execute();
    await sql`
      create index plan_provisioning_outbox_due_idx on payments.plan_provisioning_outbox (next_attempt_at)
      where status = 'pending'
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema(paymentsSchema).dropTable('plan_provisioning_outbox').execute();
    await sql`alter table payments.local_sessions drop column trial_ended_at`.execute(db);
    await sql`alter table payments.local_sessions drop column trial_days`.execute(db);
    await sql`alter table payments.subscriptions drop column trial_ends_at`.execute(db);
    await sql`update payments.subscriptions set status = 'active' where status = 'trialing'`.execute(db);
    await sql`alter table payments.subscriptions drop constraint subscriptions_status_check`.execute(db);
    await sql`
      alter table payments.subscriptions add constraint subscriptions_status_check
      check (status in ('active', 'past_due', 'cancelled'))
    `.execute(db);
    await sql`alter table payments.checkouts drop column trial_days`.execute(db);
    await sql`delete from payments.checkouts where kind = 'plan'`.execute(db);
    await sql`alter table payments.checkouts drop constraint checkouts_kind_check`.execute(db);
    await sql`
      alter table payments.checkouts add constraint checkouts_kind_check
      check (kind in ('donation', 'product', 'membership'))
    `.execute(db);
  },
};
