import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `idempotency.keys`: one row per caller and Idempotency-Key. While its request runs the row is
 * claimed (`claim_id` names the request, `locked_until` in the future, no response); afterwards it
 * holds the response to replay until `expires_at`. Logged: a replay after a crash must not run a
 * write twice.
 */
export const createIdempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table idempotency.keys (
        caller text not null,
        key text not null,
        request_hash text not null,
        claim_id uuid not null,
        locked_until timestamptz not null,
        response_status integer,
        response_type text,
        response_body text,
        expires_at timestamptz not null,
        primary key (caller, key)
      )`.execute(db);
    // The periodic clean-up deletes by expiry.
    await sql`create index keys_expires_at_idx on idempotency.keys (expires_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('idempotency').dropTable('keys').execute();
  },
};
