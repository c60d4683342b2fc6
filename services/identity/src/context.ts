import type { Kysely } from 'kysely';
import type { IdentityDatabase } from './database.js';
import type { PaymentsClient } from './payments/payments.client.js';
import type { IdentitySettings } from './settings.js';

/** What every identity feature works with: the database, the settings and the payments client. */
export interface IdentityContext {
  db: Kysely<IdentityDatabase>;
  settings: IdentitySettings;
  payments: PaymentsClient;
}

/** The browser a request comes from: what a session records, and what throttles count by. */
export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
  /** SHA-256 of the id in a correctly signed device cookie; undefined without one. */
  deviceHash?: string;
  /** The gateway's client address cut to /64 (IPv6) or /32 (IPv4). */
  network: string;
}

type ContextFunction = (ctx: IdentityContext, ...args: never[]) => unknown;

/** Functions taking the context first, as functions of their other parameters. */
export type BoundToContext<T extends Record<string, ContextFunction>> = {
  [Name in keyof T]: T[Name] extends (ctx: IdentityContext, ...args: infer Args) => infer Result
    ? (...args: Args) => Result
    : never;
};

/** Binds each function to `ctx`: what route plugins get instead of the context and its database. */
export function bindToContext<T extends Record<string, ContextFunction>>(
  ctx: IdentityContext,
  functions: T,
): BoundToContext<T> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, run]) => [name, (...args: never[]) => run(ctx, ...args)]),
  ) as BoundToContext<T>;
}
