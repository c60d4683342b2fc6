import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyContextConfig } from 'fastify';
import type { IdentityContext } from './context.js';

/** Options every identity route plugin receives. */
export interface IdentityRouteOptions {
  ctx: IdentityContext;
}

/** Rate limits per client address, by kind of route. */
export const identityRateLimits = {
  /** Writes that send mail or redeem links: the kit's public-write budget. */
  publicWrite: publicWriteRateLimit,
  /** Password sign-in; accounts are also throttled per address in the database. */
  signIn: { rateLimit: { max: 20, timeWindow: 60_000 } },
  /** Refreshes come every few minutes per open tab. */
  refresh: { rateLimit: { max: 60, timeWindow: 60_000 } },
  /** Second-factor codes: a million possibilities, so few tries. */
  secondFactor: { rateLimit: { max: 10, timeWindow: 60_000 } },
} satisfies Record<string, FastifyContextConfig>;
