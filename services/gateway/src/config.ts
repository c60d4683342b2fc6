import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envSchemas,
  gatewayRoleSchema,
  listServicePackages,
  loadConfig,
  serviceRoleUrl,
} from '@gbc/service-kit';
import { type RemoteName, remoteNames } from '@gbc/site-map';
import { z } from 'zod';
import { defaultMaxBodyBytes, defaultServiceTimeoutMs } from './api-proxy.js';
import type { GatewayOptions } from './create-gateway.js';
import type { RemoteLocations } from './remotes-manifest.js';
import { defaultRenderBudgetMs } from './rendering/page-renderer.js';
import { defaultMetaServices } from './service-meta-client.js';

const defaultRepoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Local port of each service when it runs as its own process, as its package.json declares (`gbc.service`). */
export function defaultServicePorts(repoRoot = defaultRepoRoot): Record<string, number> {
  return Object.fromEntries(listServicePackages(repoRoot).map(({ name, port }) => [name, port]));
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const nonEmpty = z.string().trim().min(1);

const remoteUrlKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;
const remoteDirKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_DIR`;
const remoteServerDirKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_SERVER_DIR`;
const serviceUrlKey = (name: string) => `SERVICE_${name.toUpperCase()}_URL`;

function optionalKeys<T extends z.ZodType>(
  keys: readonly string[],
  schema: T,
): Record<string, z.ZodOptional<T>> {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()]));
}

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Express's named ranges, plus addresses and CIDR subnets. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustedProxiesSchema = z
  .string()
  .transform(commaList)
  .refine((entries) => entries.every(isProxyRange), {
    error: "must be a comma-separated list of IP addresses, CIDR subnets or 'loopback'",
  });

const originListSchema = z
  .string()
  .transform(commaList)
  .refine(
    (origins) =>
      origins.every((origin) => URL.canParse(origin) && /^https?:$/.test(new URL(origin).protocol)),
    {
      error: 'must be a comma-separated list of http(s) origins',
    },
  )
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const serviceListSchema = z
  .string()
  .transform(commaList)
  .refine((names) => names.every((name) => /^[a-z][a-z0-9-]*$/.test(name)), {
    error: 'must be a comma-separated list of service names',
  });

const positiveInt = z.coerce.number().int().positive();

const gatewayEnvSchema = (serviceNames: readonly string[]) =>
  z.object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    PUBLIC_ORIGIN: httpUrl.optional(),
    SHELL_DIR: nonEmpty.optional(),
    TRUSTED_PROXIES: trustedProxiesSchema.default([]),
    META_SERVICES: serviceListSchema.optional(),
    MAX_BODY_BYTES: positiveInt.default(defaultMaxBodyBytes),
    SERVICE_TIMEOUT_MS: positiveInt.default(defaultServiceTimeoutMs),
    RENDER_BUDGET_MS: positiveInt.default(defaultRenderBudgetMs),
    GATEWAY_DATABASE_URL: envSchemas.postgresUrl('GATEWAY_DATABASE_URL').optional(),
    /** With DB_ROLE_SECRET and no GATEWAY_DATABASE_URL: log in as `gbc_gateway` there, as serving services do. */
    DATABASE_SERVER_URL: envSchemas.postgresUrl('DATABASE_SERVER_URL').optional(),
    DB_ROLE_SECRET: z.string().min(32, 'DB_ROLE_SECRET must be at least 32 characters').optional(),
    ...optionalKeys(remoteNames.map(remoteUrlKey), httpUrl),
    ...optionalKeys(remoteNames.map(remoteDirKey), nonEmpty),
    ...optionalKeys(remoteNames.map(remoteServerDirKey), nonEmpty),
    REMOTE_SERVER_ORIGINS: originListSchema.default([]),
    SERVER_BUILD_CACHE_DIR: nonEmpty.optional(),
    ...optionalKeys(serviceNames.map(serviceUrlKey), httpUrl),
  });

const listenEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: nonEmpty.default('0.0.0.0'),
  })
  .transform(({ PORT, HOST }) => ({ port: PORT, host: HOST }));
export type ListenAddress = z.infer<typeof listenEnvSchema>;

/**
 * Gateway options from the environment (see README): remotes from their build folders unless
 * `REMOTE_<NAME>_URL` points elsewhere, services on their default local ports unless `SERVICE_<NAME>_URL`.
 * Throws one error naming every bad variable.
 */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv, repoRoot = defaultRepoRoot): GatewayOptions {
  const ports = defaultServicePorts(repoRoot);
  const parsed = loadConfig(gatewayEnvSchema(Object.keys(ports)), env);
  // The per-remote and per-service keys are built from names, so zod cannot type them one by one.
  const variables: Record<string, unknown> = parsed;
  const text = (key: string) => variables[key] as string | undefined;

  const remotes: RemoteLocations = {};
  for (const name of remoteNames) {
    remotes[name] = {
      dir: text(remoteDirKey(name)) ?? join(repoRoot, `mfe-${name}`, 'dist'),
      url: text(remoteUrlKey(name)),
      serverDir: text(remoteServerDirKey(name)),
    };
  }
  const services = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [
      name,
      text(serviceUrlKey(name)) ?? `http://127.0.0.1:${port}`,
    ]),
  );
  return {
    shellDir: parsed.SHELL_DIR ?? join(repoRoot, 'shell', 'dist'),
    remotes,
    services,
    publicOrigin: parsed.PUBLIC_ORIGIN ?? `http://localhost:${parsed.PORT}`,
    trustedProxies: parsed.TRUSTED_PROXIES,
    metaServices: parsed.META_SERVICES ?? [...defaultMetaServices],
    maxBodyBytes: parsed.MAX_BODY_BYTES,
    serviceTimeoutMs: parsed.SERVICE_TIMEOUT_MS,
    serverRendering: { budgetMs: parsed.RENDER_BUDGET_MS },
    pageChangesDatabaseUrl:
      parsed.GATEWAY_DATABASE_URL ??
      (parsed.DATABASE_SERVER_URL && parsed.DB_ROLE_SECRET
        ? serviceRoleUrl(parsed.DATABASE_SERVER_URL, parsed.DB_ROLE_SECRET, gatewayRoleSchema)
        : undefined),
    remoteServerBuilds:
      parsed.REMOTE_SERVER_ORIGINS.length > 0
        ? {
            allowedOrigins: parsed.REMOTE_SERVER_ORIGINS,
            cacheDir: parsed.SERVER_BUILD_CACHE_DIR ?? join(tmpdir(), 'gbc-server-builds'),
          }
        : undefined,
  };
}

export function listenAddressFromEnv(env: NodeJS.ProcessEnv): ListenAddress {
  return loadConfig(listenEnvSchema, env);
}
