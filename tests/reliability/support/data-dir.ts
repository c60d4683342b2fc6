import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedPostgresServer, startEmbeddedPostgres } from '@gbc/service-kit/embedded-postgres';

/** A fresh folder under the system's temporary one, for a test's database, site data and files. */
export async function createDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  // As root the database runs as the postgres user, which must be able to reach its directory.
  await chmod(dataDir, 0o755);
  return dataDir;
}

/** The test's own PostgreSQL in `<dataDir>/<folder>`: not durable (a test's data need not survive a crash) and quiet. */
export function startTestPostgres(dataDir: string, folder = 'pg'): Promise<EmbeddedPostgresServer> {
  return startEmbeddedPostgres({ dataDir: join(dataDir, folder), durable: false, onLog: () => {} });
}
