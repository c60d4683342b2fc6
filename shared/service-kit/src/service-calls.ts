import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from './config.js';
import { resolveInternalApiToken } from './internal-api-token.js';

/**
 * `.data` of the directory the process runs in (the repository, for `npm start` and the tests), where
 * single-machine runs keep what they generate. Not found through the module URL: the end-to-end specs load
 * this kit's entry through Playwright's CommonJS transform, where the module URL breaks the module.
 */
const defaultDataDir = () => resolve('.data');

const internalApiTokenEnvSchema = z.object({
  /** Shared by the services' internal calls; generated into DATA_DIR when unset (single-machine runs). */
  INTERNAL_API_TOKEN: z.string().min(32, 'INTERNAL_API_TOKEN must be at least 32 characters').optional(),
  DATA_DIR: z.string().min(1).optional(),
});

/** INTERNAL_API_TOKEN, else the token kept in `<DATA_DIR>/internal-api-token` (see `resolveInternalApiToken`). */
export function internalApiTokenFromEnv(env: Record<string, string | undefined>): string {
  const config = loadConfig(internalApiTokenEnvSchema, env);
  return resolveInternalApiToken(config.INTERNAL_API_TOKEN, config.DATA_DIR ?? defaultDataDir());
}

/**
 * The base URL of the host `server` listens on, as another service on the same machine reaches it:
 * the single-process default mounts every service on one loopback host. Read at each call, since
 * the port is known only once the host listens.
 */
export function sameHostBaseUrl(server: Server): () => string {
  return () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the host is not listening on a port');
    const host =
      address.family === 'IPv6'
        ? `[${address.address === '::' ? '::1' : address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    return `http://${host}:${address.port}`;
  };
}

/** `SERVICE_<NAME>_URL`, the variable that places a service elsewhere (as the gateway reads it too). */
export const serviceUrlVariable = (service: string) => `SERVICE_${service.toUpperCase()}_URL`;
