import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { QueryExecutorProvider } from 'kysely';
import { HttpError } from './http-error.js';
import {
  postgresRateLimitStore,
  type RateLimitStoreLogger,
  redisRateLimitStore,
} from './rate-limit-store.js';

export interface RateLimitSettings {
  /** Counters in Redis (ioredis URL) instead of the database's `rate_limit.hits` table. */
  redisUrl?: string;
}

/**
 * Host-wide settings: nothing is limited unless a route opts in through its `config`. The key is
 * `request.ip`, the client's address as far as the host's trusted proxies vouch for it (TRUST_PROXY);
 * counters live where every process sees them. Either store failing lets the request through (logged).
 */
export function rateLimitPluginOptions(
  db: QueryExecutorProvider,
  log: RateLimitStoreLogger,
  settings: RateLimitSettings = {},
  onExceeded: (request: FastifyRequest) => void = () => {},
): { pluginOptions: RateLimitPluginOptions; close(): Promise<void> } {
  const common = {
    global: false,
    skipOnError: true,
    onExceeded,
    errorResponseBuilder: () => new HttpError(429, errorCodes.rateLimited, genericMessages.rateLimited),
  } satisfies RateLimitPluginOptions;
  if (settings.redisUrl) {
    // A Redis that is away must not hold requests: each count gives up after half a second.
    const redis = new Redis(settings.redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
    });
    redis.on('error', (error) => log.warn({ err: error }, 'rate limit store (Redis) connection error'));
    return {
      pluginOptions: { ...common, store: redisRateLimitStore(redis, log) },
      // Counters need no goodbye; quit() would wait forever on a Redis that is gone.
      close: async () => redis.disconnect(),
    };
  }
  return { pluginOptions: { ...common, store: postgresRateLimitStore(db, log) }, close: async () => {} };
}

/** Route `config` for anonymous writes (forms, sign-ups): 10 per minute per client address. */
export const publicWriteRateLimit = {
  rateLimit: { max: 10, timeWindow: 60_000 },
} satisfies FastifyContextConfig;
