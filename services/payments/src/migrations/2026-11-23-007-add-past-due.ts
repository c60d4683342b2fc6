import { type Kysely, type Migration, sql } from 'kysely';

/** Subscriptions may be `past_due`: a renewal charge failed and the provider is retrying it. */
export const addPastDue: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payments.subscriptions drop constraint subscriptions_status_check`.execute(db);
    await sql`
      alter table payments.subscriptions add constraint subscriptions_status_check
      check (status in ('active', 'past_due', 'cancelled'))
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update payments.subscriptions set status = 'active' where status = 'past_due'`.execute(db);
    await sql`alter table payments.subscriptions drop constraint subscriptions_status_check`.execute(db);
    await sql`
      alter table payments.subscriptions add constraint subscriptions_status_check
      check (status in ('active', 'cancelled'))
    `.execute(db);
  },
};
