import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What several processes of the cluster must agree on (README, "Identity in production"). */
export interface ClusterSecrets {
  DB_ROLE_SECRET: string;
  AUTH_PRIVATE_KEY: string;
  IDENTITY_DATA_KEY: string;
  INTERNAL_API_TOKEN: string;
}

function generated(): ClusterSecrets {
  return {
    DB_ROLE_SECRET: randomBytes(32).toString('base64url'),
    AUTH_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    IDENTITY_DATA_KEY: randomBytes(32).toString('hex'),
    INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
  };
}

/**
 * The cluster's shared secrets: each from the environment when set there, else generated once and kept
 * (owner-only) in `<dir>/secrets.json`, so a restarted cluster keeps its sessions, sealed TOTP secrets
 * and role passwords.
 */
export async function clusterSecrets(dir: string, env: NodeJS.ProcessEnv): Promise<ClusterSecrets> {
  const file = join(dir, 'secrets.json');
  let kept = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as ClusterSecrets,
    () => null,
  );
  if (!kept) {
    kept = generated();
    // The file alone is owner-only: the data folder above must stay reachable for the database's own user.
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify(kept), { mode: 0o600 });
  }
  const fromEnv = (key: keyof ClusterSecrets) => env[key]?.trim() || kept[key];
  return {
    DB_ROLE_SECRET: fromEnv('DB_ROLE_SECRET'),
    AUTH_PRIVATE_KEY: fromEnv('AUTH_PRIVATE_KEY'),
    IDENTITY_DATA_KEY: fromEnv('IDENTITY_DATA_KEY'),
    INTERNAL_API_TOKEN: fromEnv('INTERNAL_API_TOKEN'),
  };
}
