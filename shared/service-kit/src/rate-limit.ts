import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { errorCodes, genericMessages } from '@gbc/contracts';
import type { FastifyContextConfig } from 'fastify';
import { HttpError } from './http-error.js';

/** Host-wide settings: nothing is limited unless a route opts in through its `config`. */
export const rateLimitOptions: RateLimitPluginOptions = {
  global: false,
  errorResponseBuilder: () => new HttpError(429, errorCodes.rateLimited, genericMessages.rateLimited),
};

/** Route `config` for anonymous writes (forms, sign-ups): 10 per minute per client address. */
export const publicWriteRateLimit = {
  rateLimit: { max: 10, timeWindow: 60_000 },
} satisfies FastifyContextConfig;
