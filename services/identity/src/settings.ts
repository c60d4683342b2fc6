import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, resolveInternalApiToken } from '@gbc/service-kit';
import { z } from 'zod';
import { loadSigningKeys, type SigningKeys } from './keys/keys.service.js';
import type { PaymentsClient } from './payments/payments.client.js';
import { loadDataKey } from './secrets/secrets.crypto.js';

/** What the identity plugin needs beyond its database. */
export interface IdentitySettings {
  keys: SigningKeys;
  /** AES-256 key sealing secrets at rest (TOTP seeds). */
  dataKey: Buffer;
  /** Origin of the public site, for the links in e-mails (and the refresh cookie's Secure flag). */
  publicOrigin: string;
  /** Bearer token of service-to-service calls (role grants from payments, pseudonymisation to payments). */
  internalApiToken: string;
  /** Absent: the payments service is called on the host identity runs on (the single-process default). */
  payments?: PaymentsClient;
  /** SERVICE_PAYMENTS_URL, when payments runs elsewhere. */
  paymentsUrl?: string;
}

const defaultDataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

/** `\n` escapes are accepted because many env files cannot hold newlines. */
const pem = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\\n/g, '\n').trim() || undefined);

export const identityEnvSchema = z.object({
  /** The same folder the standalone server keeps its database in; identity uses `<DATA_DIR>/identity`. */
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** Required: only the standalone server and the admin CLI may default it (from their PORT). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an absolute http(s) URL' })
    .transform((value) => value.replace(/\/+$/, '')),
  AUTH_PRIVATE_KEY: pem,
  AUTH_PREVIOUS_PUBLIC_KEYS: pem,
  /** 32 bytes (64 hex digits or base64) sealing TOTP secrets; generated into DATA_DIR when unset. */
  IDENTITY_DATA_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  IDENTITY_REQUIRE_CONFIGURED_KEYS: z
    .enum(['true', 'false'], { error: "IDENTITY_REQUIRE_CONFIGURED_KEYS must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  INTERNAL_API_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'INTERNAL_API_TOKEN must be at least 32 characters',
    }),
  SERVICE_PAYMENTS_URL: z
    .url({ protocol: /^https?$/, error: 'SERVICE_PAYMENTS_URL must be an absolute http(s) URL' })
    .optional(),
});
export type IdentityEnv = z.output<typeof identityEnvSchema>;

/** Where the single-process default keeps the generated signing key. */
export const signingKeyFile = (dataDir: string) => join(dataDir, 'identity', 'signing-key.pem');

/** The signing keys this environment names, or the generated ones (see `loadSigningKeys`). */
export function signingKeysFromEnv(env: IdentityEnv): Promise<SigningKeys> {
  return loadSigningKeys({
    privateKeyPem: env.AUTH_PRIVATE_KEY,
    previousPublicKeysPem: env.AUTH_PREVIOUS_PUBLIC_KEYS,
    keyFile: signingKeyFile(env.DATA_DIR),
    requireConfigured: env.IDENTITY_REQUIRE_CONFIGURED_KEYS,
  });
}

/** Where the single-process default keeps the generated data key. */
export const dataKeyFile = (dataDir: string) => join(dataDir, 'identity', 'data-key');

/** The data key this environment names, or the generated one (refused when keys must be configured). */
export function dataKeyFromEnv(
  env: Pick<IdentityEnv, 'IDENTITY_DATA_KEY' | 'DATA_DIR' | 'IDENTITY_REQUIRE_CONFIGURED_KEYS'>,
): Promise<Buffer> {
  return loadDataKey({
    configured: env.IDENTITY_DATA_KEY,
    keyFile: dataKeyFile(env.DATA_DIR),
    requireConfigured: env.IDENTITY_REQUIRE_CONFIGURED_KEYS,
  });
}

/**
 * Only the data key, from the variables that name it: what the migrations need, so that migrating
 * (the test template, a CLI) does not ask for the serving settings such as PUBLIC_ORIGIN.
 */
export function identityDataKeyFromEnv(
  rawEnv: Record<string, string | undefined> = process.env,
): Promise<Buffer> {
  const dataKeySchema = identityEnvSchema.pick({
    DATA_DIR: true,
    IDENTITY_DATA_KEY: true,
    IDENTITY_REQUIRE_CONFIGURED_KEYS: true,
  });
  return dataKeyFromEnv(loadConfig(dataKeySchema, rawEnv));
}

/** Identity's settings from the environment; throws a ConfigError naming each bad variable. */
export async function identitySettingsFromEnv(
  rawEnv: Record<string, string | undefined> = process.env,
): Promise<IdentitySettings> {
  const env = loadConfig(identityEnvSchema, rawEnv);
  return {
    keys: await signingKeysFromEnv(env),
    dataKey: await dataKeyFromEnv(env),
    publicOrigin: env.PUBLIC_ORIGIN,
    internalApiToken: resolveInternalApiToken(env.INTERNAL_API_TOKEN, env.DATA_DIR),
    paymentsUrl: env.SERVICE_PAYMENTS_URL,
  };
}
