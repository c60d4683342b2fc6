import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Role-grant rows no longer carry a decision: each delivery sends the user's membership as it is at
 * send time. A row identity refuses (4xx) is `dead` instead of being retried forever.
 */
export const roleGrantsSendCurrentState: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payments.role_grant_outbox drop column "grant"`.execute(db);
    await sql`alter table payments.role_grant_outbox drop constraint role_grant_outbox_status_check`.execute(
      db,
    );
    await sql`
      alter table payments.role_grant_outbox add constraint role_grant_outbox_status_check
      check (status in ('pending', 'delivered', 'dead'))
    `.execute(db);
    await sql`
      create index role_grant_outbox_pending_user_idx on payments.role_grant_outbox (user_id)
      where status = 'pending'
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index payments.role_grant_outbox_pending_user_idx`.execute(db);
    await sql`update payments.role_grant_outbox set status = 'delivered' where status = 'dead'`.execute(db);
    await sql`alter table payments.role_grant_outbox drop constraint role_grant_outbox_status_check`.execute(
      db,
    );
    await sql`
      alter table payments.role_grant_outbox add constraint role_grant_outbox_status_check
      check (status in ('pending', 'delivered'))
    `.execute(db);
    await sql`alter table payments.role_grant_outbox add column "grant" boolean not null default true`.execute(
      db,
    );
  },
};
