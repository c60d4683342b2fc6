import { z } from 'zod';
import { mailEnvSchema } from './mail-settings.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment every standalone service reads; a service extends it with its own variables. */
export const serviceEnvSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required (postgres://user:password@host:port/database)' })
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// connection string'),
  /** Secret the services' database role passwords derive from; default: DATABASE_URL's password. */
  DB_ROLE_SECRET: z.string().min(32, 'DB_ROLE_SECRET must be at least 32 characters').optional(),
  PORT: z.coerce.number().int().min(0).max(65_535, 'PORT must be 0 to 65535').default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info'),
  /** Behind the gateway or an ingress: trust X-Forwarded-For so rate limits see the client address. */
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: "TRUST_PROXY must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  /** PEM public key of the identity service; `\n` escapes are accepted because many env files cannot hold newlines. */
  AUTH_PUBLIC_KEY: z
    .string()
    .optional()
    .transform((value) => value?.replace(/\\n/g, '\n') || undefined)
    .refine((value) => value === undefined || value.includes('-----BEGIN PUBLIC KEY-----'), {
      message: 'AUTH_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY-----)',
    }),
  ...mailEnvSchema.shape,
});
export type ServiceEnv = z.output<typeof serviceEnvSchema>;
