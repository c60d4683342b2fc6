import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { type QueryExecutorProvider, sql } from 'kysely';

/** The few logger methods the store uses; a pino or Fastify logger fits. */
export interface RateLimitStoreLogger {
  warn(details: object, message: string): void;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are deleted by one in this many increments of a process (cheap, no timer to stop). */
const cleanUpEvery = 500;

/** Counts a hit on `key` in its current window (`rate_limit.increment`, one statement). */
async function increment(db: QueryExecutorProvider, key: string, windowMs: number) {
  const { rows } = await sql<{ current_count: number; ttl_ms: number }>`
    select current_count, ttl_ms from rate_limit.increment(${key}, ${windowMs / 1000})`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit increment returned no row');
  return { current: row.current_count, ttl: Math.max(0, row.ttl_ms) };
}

type Increment = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/** After a failure the store is not asked again for this long, so an outage adds no wait to requests. */
const pauseAfterFailureMs = 5000;

/**
 * A @fastify/rate-limit store class over `increment`. When the store cannot be reached it fails
 * open: requests go on unlimited for a few seconds and a warning is logged once per pause (the
 * requests' own queries meet the outage and answer for it). Limiting nobody for a while beats
 * refusing everybody.
 */
function failOpenStore(
  name: string,
  increment: Increment,
  log: RateLimitStoreLogger,
): FastifyRateLimitStoreCtor {
  let pausedUntil = 0;
  class FailOpenStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const unlimited = { current: 0, ttl: timeWindow };
      if (Date.now() < pausedUntil) {
        callback(null, unlimited);
        return;
      }
      increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          pausedUntil = Date.now() + pauseAfterFailureMs;
          // The route only: the key holds the client's address, which is personal data.
          log.warn(
            { err: error, route: this.prefix, pauseMs: pauseAfterFailureMs },
            `rate limit store (${name}) unavailable: requests not limited`,
          );
          callback(null, unlimited);
        },
      );
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }): FailOpenStore {
      return new FailOpenStore(
        routeOptions,
        `${this.prefix}${routeOptions.routeInfo.method} ${routeOptions.routeInfo.url}|`,
      );
    }
  }
  // The plugin's published types leave out the window and route it passes (as its RedisStore reads them).
  return FailOpenStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counters in the `rate_limit.hits` table (UNLOGGED), so every process and replica on one database
 * shares each client's budget.
 */
export function postgresRateLimitStore(
  db: QueryExecutorProvider,
  log: RateLimitStoreLogger,
): FastifyRateLimitStoreCtor {
  let increments = 0;
  return failOpenStore(
    'database',
    async (key, windowMs) => {
      increments = (increments + 1) % cleanUpEvery;
      if (increments === 0) {
        sql`delete from rate_limit.hits where resets_at < now()`.execute(db).catch((error: unknown) => {
          log.warn({ err: error }, 'rate limit clean-up failed');
        });
      }
      return increment(db, key, windowMs);
    },
    log,
  );
}

/** Counts and starts the window in one step; a key left without expiry (a crash between the two) gets one. */
const redisIncrement = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counters in Redis under `gbc-rate-limit:`, for deployments that run one. */
export function redisRateLimitStore(redis: Redis, log: RateLimitStoreLogger): FastifyRateLimitStoreCtor {
  return failOpenStore(
    'Redis',
    async (key, windowMs) => {
      const [current, ttl] = (await redis.eval(redisIncrement, 1, `gbc-rate-limit:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    },
    log,
  );
}
