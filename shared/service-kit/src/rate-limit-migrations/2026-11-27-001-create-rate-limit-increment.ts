import { type Kysely, type Migration, sql } from 'kysely';

/**
 * `rate_limit.increment(key, window_seconds)`: the store's count (see rate-limit-store.ts) as a
 * function, because every limited request runs it and PL/pgSQL keeps its plan per connection: each
 * count is a short call rather than an upsert PostgreSQL parses and plans again. Increments the key's
 * counter in the current window, or starts a new window when the old one is over, in one statement;
 * concurrent calls serialise on the row and never lose a count. Runs with the caller's rights.
 */
export const createRateLimitIncrement: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function rate_limit.increment(
        hit_key text,
        window_seconds double precision,
        out current_count integer,
        out ttl_ms integer
      )
      language plpgsql
      as $function$
      begin
        insert into rate_limit.hits as hit (key, count, resets_at)
        values (hit_key, 1, now() + make_interval(secs => window_seconds))
        on conflict (key) do update set
          count = case when hit.resets_at <= now() then 1 else hit.count + 1 end,
          resets_at = case when hit.resets_at <= now() then excluded.resets_at else hit.resets_at end
        returning hit.count, ceil(extract(epoch from hit.resets_at - now()) * 1000)::integer
        into current_count, ttl_ms;
      end
      $function$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop function rate_limit.increment(text, double precision)`.execute(db);
  },
};
