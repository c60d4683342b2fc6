import { auditModule } from './audit-module.js';
import { createIdempotencyKeys } from './idempotency-migrations/2026-11-27-001-create-idempotency-keys.js';
import { mailModule } from './mail-module.js';
import { createRateLimitHits } from './rate-limit-migrations/2026-11-23-001-create-rate-limit-hits.js';
import { createRateLimitIncrement } from './rate-limit-migrations/2026-11-27-001-create-rate-limit-increment.js';
import type { MigrationSet } from './service-module.js';

/**
 * The rate-limit store's schema (see rate-limit-store.ts). Only the host's store touches it, through
 * its own role (`gbc_rate_limit`); services get nothing here.
 */
export const rateLimitModule: MigrationSet = {
  name: 'rate_limit',
  migrations: {
    '2026-11-23-001-create-rate-limit-hits': createRateLimitHits,
    '2026-11-27-001-create-rate-limit-increment': createRateLimitIncrement,
  },
};

/**
 * The Idempotency-Key store's schema (see idempotency.ts): only the host's plugin touches it, through
 * its own role (`gbc_idempotency`).
 */
export const idempotencyModule: MigrationSet = {
  name: 'idempotency',
  migrations: {
    '2026-11-27-001-create-idempotency-keys': createIdempotencyKeys,
  },
};

/** Schemas of the service kit itself, migrated before any service: every service writes to them. */
export const kitMigrationSets: readonly MigrationSet[] = [
  auditModule,
  mailModule,
  rateLimitModule,
  idempotencyModule,
];
