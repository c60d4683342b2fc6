import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchemas, loadConfig } from '@gbc/service-kit';
import {
  EmbeddedPostgresInUseError,
  embeddedAdminUrl,
  startEmbeddedPostgres,
} from '@gbc/service-kit/embedded-postgres';
import { z } from 'zod';
import { backupDatabase, backupSchemas, restoreDatabase } from './backup.js';
import { discoverServiceModules } from './service-discovery.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const envSchema = z.object({
  DATABASE_URL: envSchemas.postgresUrl('DATABASE_URL').optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
});

/**
 * `npm run db:backup -- <file>` / `npm run db:restore -- <file>`: against `DATABASE_URL`, or the embedded
 * server's `gbc` database (the running site's, or started here for the command).
 */
async function main([command, file]: string[]): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error('Usage: npm run db:backup -- <file> | npm run db:restore -- <file>');
  }
  const env = loadConfig(envSchema);
  const schemas = backupSchemas(await discoverServiceModules(process.env));
  const pgDir = join(env.DATA_DIR, 'pg');
  let stop = async () => {};
  let adminUrl = env.DATABASE_URL;
  if (!adminUrl) {
    try {
      const server = await startEmbeddedPostgres({ dataDir: pgDir });
      stop = () => server.stop();
      adminUrl = await server.createDatabase('gbc');
    } catch (error) {
      if (!(error instanceof EmbeddedPostgresInUseError)) throw error;
      adminUrl = await embeddedAdminUrl(pgDir, 'gbc');
    }
  }
  try {
    if (command === 'backup') {
      await backupDatabase(adminUrl, schemas, resolve(file));
      console.info(`Backed up ${schemas.join(', ')} to ${file}`);
    } else {
      await restoreDatabase(adminUrl, schemas, resolve(file));
      console.info(
        `Restored ${schemas.join(', ')} from ${file}; the next start migrates and recreates the roles`,
      );
    }
  } finally {
    await stop();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
