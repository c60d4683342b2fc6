import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@gbc/service-kit';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Environment of the payments service; without Stripe keys the local provider plays checkout. */
export const paymentsEnvSchema = z
  .object({
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || /^(sk|rk)_(test|live)_\S+$/.test(value),
      {
        message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
      },
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || /^whsec_\S+$/.test(value), {
      message: 'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)',
    }),
    /** Shared by the services' internal calls; generated into DATA_DIR when unset (single-machine runs). */
    INTERNAL_API_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'INTERNAL_API_TOKEN must be at least 32 characters',
    }),
    /** Where identity's internal API is; default: the host this service is mounted on (standalone). */
    SERVICE_IDENTITY_URL: optionalText.pipe(
      z.string().url('SERVICE_IDENTITY_URL must be an http(s) URL').optional(),
    ),
    /** The site's origin as browsers see it, for return URLs; default http://localhost:$PORT. */
    PUBLIC_ORIGIN: optionalText.pipe(z.string().url('PUBLIC_ORIGIN must be an http(s) URL').optional()),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    DATA_DIR: optionalText,
    PAYMENTS_RECONCILE_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0, 'PAYMENTS_RECONCILE_INTERVAL_MS must be 0 (off) or more')
      .default(60_000),
  })
  .refine((env) => (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (webhooks are the record of payment)',
  });
export type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

/**
 * Reads the token from `dataDir`, or creates it there (owner-only) on the first start. Identity reads
 * and creates the same file; `wx` makes the first process to write it win, and the other reads it.
 */
export function readOrCreateInternalToken(dataDir: string): string {
  const file = join(dataDir, 'internal-api-token');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, token, { flag: 'wx', mode: 0o600 });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export interface PaymentsSettings {
  stripeSecretKey?: string;
  /** Stripe's endpoint secret, or the local provider's (derived from the internal token). */
  webhookSecret: string;
  internalApiToken: string;
  identityUrl?: string;
  publicOrigin: string;
  reconcileIntervalMs: number;
}

export function paymentsSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): PaymentsSettings {
  const config = loadConfig(paymentsEnvSchema, env);
  const internalApiToken =
    config.INTERNAL_API_TOKEN ?? readOrCreateInternalToken(config.DATA_DIR ?? join(repoRoot, '.data'));
  return {
    stripeSecretKey: config.STRIPE_SECRET_KEY,
    // Derived, so every process sharing the token verifies the local provider's events and portal links.
    webhookSecret:
      config.STRIPE_WEBHOOK_SECRET ??
      `whsec_local_${createHmac('sha256', internalApiToken).update('local-webhook-secret').digest('hex')}`,
    internalApiToken,
    identityUrl: config.SERVICE_IDENTITY_URL,
    publicOrigin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    reconcileIntervalMs: config.PAYMENTS_RECONCILE_INTERVAL_MS,
  };
}
