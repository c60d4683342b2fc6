import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RemoteName, remoteNames } from '@gbc/site-map';
import { z } from 'zod';
import type { GatewayOptions } from './create-gateway.js';
import type { RemoteLocations } from './remotes-manifest.js';

/** Local port of each service when it runs as its own process (`start:cluster`); one place for all. */
export const defaultServicePorts = {
  marketing: 4101,
  products: 4102,
  ratpak: 4103,
  programs: 4104,
  survey: 4105,
  admin: 4106,
  identity: 4107,
  payments: 4108,
} as const;
export type ServiceName = keyof typeof defaultServicePorts;
const serviceNames = Object.keys(defaultServicePorts) as ServiceName[];

const defaultRepoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const nonEmpty = z.string().trim().min(1);

const remoteUrlKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;
const remoteDirKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_DIR`;
const serviceUrlKey = (name: ServiceName) => `SERVICE_${name.toUpperCase()}_URL`;

function optionalKeys<T extends z.ZodType>(
  keys: readonly string[],
  schema: T,
): Record<string, z.ZodOptional<T>> {
  return Object.fromEntries(keys.map((key) => [key, schema.optional()]));
}

/** `true`/`false`, a hop count, or Express's list of trusted addresses and subnets. */
const trustProxySchema = nonEmpty.transform((value): boolean | number | string => {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
});

const siteEnvSchema = z.object({
  PUBLIC_ORIGIN: httpUrl.optional(),
  SHELL_DIR: nonEmpty.optional(),
  TRUST_PROXY: trustProxySchema.optional(),
});
const deployableEnvSchema = z.object({
  ...optionalKeys(remoteNames.map(remoteUrlKey), httpUrl),
  ...optionalKeys(remoteNames.map(remoteDirKey), nonEmpty),
  ...optionalKeys(serviceNames.map(serviceUrlKey), httpUrl),
});

const listenEnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    HOST: nonEmpty.default('0.0.0.0'),
  })
  .transform(({ PORT, HOST }) => ({ port: PORT, host: HOST }));
export type ListenAddress = z.infer<typeof listenEnvSchema>;

/** Parses the environment or stops with one message naming every bad variable. */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
}

/**
 * Gateway options from the environment (see README): remotes from their build folders unless
 * `REMOTE_<NAME>_URL` points elsewhere, services on their default local ports unless `SERVICE_<NAME>_URL`.
 */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv, repoRoot = defaultRepoRoot): GatewayOptions {
  const parsed = parseEnv(siteEnvSchema.and(deployableEnvSchema), env);
  const text = (key: string): string | undefined => parsed[key];

  const remotes: RemoteLocations = {};
  for (const name of remoteNames) {
    remotes[name] = {
      dir: text(remoteDirKey(name)) ?? join(repoRoot, `mfe-${name}`, 'dist'),
      url: text(remoteUrlKey(name)),
    };
  }
  const services = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      text(serviceUrlKey(name)) ?? `http://127.0.0.1:${defaultServicePorts[name]}`,
    ]),
  );
  return {
    shellDir: parsed.SHELL_DIR ?? join(repoRoot, 'shell', 'dist'),
    remotes,
    services,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    trustProxy: parsed.TRUST_PROXY,
  };
}

export function listenAddressFromEnv(env: NodeJS.ProcessEnv): ListenAddress {
  return parseEnv(listenEnvSchema, env);
}
