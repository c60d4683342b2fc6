import { publicWriteRateLimit } from '@gbc/service-kit';
import type { FastifyContextConfig } from 'fastify';
import type { BrowserCookies } from './browser-cookies.js';
import type { IdentityServices } from './identity-services.js';

/** Options every identity route plugin receives: services and cookies, never the database. */
export interface IdentityRouteOptions {
  services: IdentityServices;
  cookies: BrowserCookies;
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
