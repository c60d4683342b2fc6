import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, resolveInternalApiToken } from '@gbc/service-kit';
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
    /** Where ratpak's internal API is (plan provisioning); default: the host this service is mounted on. */
    SERVICE_RATPAK_URL: optionalText.pipe(
      z.string().url('SERVICE_RATPAK_URL must be an http(s) URL').optional(),
    ),
    /**
     * The site's origin as browsers see it, for return URLs. Required: this service's own port is not
     * the site's (the gateway's), so only the host that knows the site may default it (deploy/standalone).
     */
    PUBLIC_ORIGIN: z.url({
      protocol: /^https?$/,
      error: "PUBLIC_ORIGIN must be set to the site's absolute http(s) origin, e.g. https://gbc.example.org",
    }),
    /** `local` plays checkout without Stripe; needed to do so on an https (public) origin. */
    PAYMENTS_PROVIDER: z
      .enum(['stripe', 'local'], { error: 'PAYMENTS_PROVIDER must be stripe or local' })
      .optional(),
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
  })
  .refine((env) => env.PAYMENTS_PROVIDER !== 'stripe' || env.STRIPE_SECRET_KEY !== undefined, {
    path: ['PAYMENTS_PROVIDER'],
    message: 'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  })
  .refine(
    (env) =>
      env.STRIPE_SECRET_KEY !== undefined ||
      env.PAYMENTS_PROVIDER === 'local' ||
      // Zod runs refinements even when a field failed, so the origin may be anything here.
      !/^https:/i.test(String(env.PUBLIC_ORIGIN)),
    {
      path: ['STRIPE_SECRET_KEY'],
      message:
        'PUBLIC_ORIGIN is https (a public site) but STRIPE_SECRET_KEY is not set, so nothing would be charged: set the Stripe keys, or PAYMENTS_PROVIDER=local to run the local test checkout on purpose',
    },
  );
export type PaymentsEnv = z.output<typeof paymentsEnvSchema>;

export interface PaymentsSettings {
  /** Stripe's key; unset (or PAYMENTS_PROVIDER=local) plays checkout with the local provider. */
  stripeSecretKey?: string;
  /** Stripe's endpoint secret, or the local provider's (derived from the internal token). */
  webhookSecret: string;
  internalApiToken: string;
  identityUrl?: string;
  ratpakUrl?: string;
  publicOrigin: string;
  reconcileIntervalMs: number;
}

export function paymentsSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): PaymentsSettings {
  const config = loadConfig(paymentsEnvSchema, env);
  const internalApiToken = resolveInternalApiToken(
    config.INTERNAL_API_TOKEN,
    config.DATA_DIR ?? join(repoRoot, '.data'),
  );
  return {
    stripeSecretKey: config.PAYMENTS_PROVIDER === 'local' ? undefined : config.STRIPE_SECRET_KEY,
    // Derived, so every process sharing the token verifies the local provider's events and portal links.
    webhookSecret:
      (config.PAYMENTS_PROVIDER === 'local' ? undefined : config.STRIPE_WEBHOOK_SECRET) ??
      `whsec_local_${createHmac('sha256', internalApiToken).update('local-webhook-secret').digest('hex')}`,
    internalApiToken,
    identityUrl: config.SERVICE_IDENTITY_URL,
    ratpakUrl: config.SERVICE_RATPAK_URL,
    publicOrigin: config.PUBLIC_ORIGIN,
    reconcileIntervalMs: config.PAYMENTS_RECONCILE_INTERVAL_MS,
  };
}
