import { isIP } from 'node:net';
import { z } from 'zod';
import { mailEnvSchema } from './mail-settings.js';
import type { ServiceHostOptions } from './service-host.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An address or a subnet in CIDR form ('10.0.0.0/8', 'fd00::/8'). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Variable schemas shared by every process that reads the environment (services, gateway, deploy):
 * compose them into a `z.object` and read it with `loadConfig`, so every variable is checked the same
 * way and every error names the variable, never its value.
 */
export const envSchemas = {
  port: (name: string, fallback: number) =>
    z.coerce.number().int().min(0).max(65_535, `${name} must be 0 to 65535`).default(fallback),
  host: (fallback: string) => z.string().trim().min(1).default(fallback),
  logLevel: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info'),
  postgresUrl: (name: string) =>
    z
      .string({ error: `${name} is required (postgres://user:password@host:port/database)` })
      .regex(/^postgres(ql)?:\/\/\S+$/, `${name} must be a postgres:// connection string`),
  /** An optional absolute URL of one of `protocols`; an empty value counts as unset. */
  optionalUrl: (name: string, protocols: readonly string[]) =>
    z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .refine(
        (value) =>
          value === undefined ||
          (URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1))),
        { message: `${name} must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL` },
      ),
  /**
   * Comma-separated addresses or subnets of the proxies whose X-Forwarded-For is believed, e.g.
   * `127.0.0.1,::1`; empty or `false` trusts none. `true` (trust any hop) is refused: it would let
   * any client choose the address its rate limit is counted on.
   */
  trustedProxies: (name: string) =>
    z
      .string()
      .default('')
      .transform((value) =>
        value.trim() === 'false'
          ? []
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
      )
      .refine((entries) => entries.every(isAddressOrSubnet), {
        message: `${name} must list proxy addresses or subnets separated by commas (e.g. 127.0.0.1,::1)`,
      }),
};

/** Environment every standalone service reads; a service extends it with its own variables. */
export const serviceEnvSchema = z.object({
  DATABASE_URL: envSchemas.postgresUrl('DATABASE_URL'),
  /** Secret the services' database role passwords derive from; default: DATABASE_URL's password. */
  DB_ROLE_SECRET: z.string().min(32, 'DB_ROLE_SECRET must be at least 32 characters').optional(),
  PORT: envSchemas.port('PORT', 3000),
  HOST: envSchemas.host('127.0.0.1'),
  LOG_LEVEL: envSchemas.logLevel,
  /** The gateway's address(es), so rate limits see the visitor's address rather than the gateway's. */
  TRUST_PROXY: envSchemas.trustedProxies('TRUST_PROXY'),
  /** PEM public key of the identity service; `\n` escapes are accepted because many env files cannot hold newlines. */
  AUTH_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((value) => value?.replace(/\\n/g, '\n') || undefined)
    .refine((value) => value === undefined || value.includes('-----BEGIN PUBLIC KEY-----'), {
      message: 'AUTH_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
    }),
  /** The identity service's JWKS; when set it is used instead of AUTH_PUBLIC_KEY. */
  AUTH_JWKS_URL: envSchemas.optionalUrl('AUTH_JWKS_URL', ['http', 'https']),
  /** Rate-limit counters in Redis; without it they live in the database (`rate_limit.hits`). */
  REDIS_URL: envSchemas.optionalUrl('REDIS_URL', ['redis', 'rediss']),
  ...mailEnvSchema.shape,
});
export type ServiceEnv = z.output<typeof serviceEnvSchema>;

/** The migration Job's environment: the admin connection, and the secret the roles' passwords derive from. */
export const serviceMigrateEnvSchema = serviceEnvSchema.pick({
  DATABASE_URL: true,
  DB_ROLE_SECRET: true,
  LOG_LEVEL: true,
});

/**
 * A serving replica's environment: no admin connection. `DATABASE_SERVER_URL` names the server and
 * database only; the process logs in as `gbc_<schema>` with the password derived from `DB_ROLE_SECRET`.
 */
export const serviceServeEnvSchema = serviceEnvSchema
  .omit({ DATABASE_URL: true, DB_ROLE_SECRET: true })
  .extend({
    DATABASE_SERVER_URL: envSchemas
      .postgresUrl('DATABASE_SERVER_URL')
      .refine((value) => !URL.canParse(value) || new URL(value).password === '', {
        message: 'DATABASE_SERVER_URL must not carry a password: serving processes log in as their own role',
      }),
    DB_ROLE_SECRET: z
      .string({ error: 'DB_ROLE_SECRET is required to serve' })
      .min(32, 'DB_ROLE_SECRET must be at least 32 characters'),
  });

/** The host options a service's environment decides; the caller adds `databases` and `modules`. */
export function serviceHostOptionsFromEnv(
  config: Omit<ServiceEnv, 'DATABASE_URL' | 'DB_ROLE_SECRET'>,
): Omit<ServiceHostOptions, 'databases' | 'modules'> {
  return {
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    auth: { publicKey: config.AUTH_PUBLIC_KEY, jwksUrl: config.AUTH_JWKS_URL },
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
    rateLimit: { redisUrl: config.REDIS_URL },
  };
}
