import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where single-machine runs keep the services' shared internal token (INTERNAL_API_TOKEN unset). */
export const internalApiTokenFile = (dataDir: string) => join(dataDir, 'internal-api-token');

/**
 * The bearer token of service-to-service calls: the configured one, else the one in
 * `<dataDir>/internal-api-token`, created there (owner-only) on the first start. Every service on the
 * machine reads the same file; `wx` makes the first process to write it win, and the others read it.
 */
export function resolveInternalApiToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = internalApiTokenFile(dataDir);
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
