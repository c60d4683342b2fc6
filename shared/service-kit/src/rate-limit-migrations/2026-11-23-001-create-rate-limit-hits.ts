import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `rate_limit.hits`: one counter per client key and route, shared by every process and replica on
 * the database. UNLOGGED: counters are worth no WAL and may be lost on a crash (limits then restart).
 */
export const createRateLimitHits: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create unlogged table rate_limit.hits (
        key text primary key,
        count integer not null check (count > 0),
        resets_at timestamptz not null
      )`.execute(db);
    // The periodic clean-up deletes by expiry.
    await sql`create index hits_resets_at_idx on rate_limit.hits (resets_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.withSchema('rate_limit').dropTable('hits').execute();
  },
};
