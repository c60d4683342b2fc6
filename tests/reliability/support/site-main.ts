/**
 * One whole site (embedded PostgreSQL or `DATABASE_URL`, every service on the API host, the gateway) as its own process
 * for a reliability test, configured from the environment as `npm start` is. It prints one line,
 * `gbc-site <json>` (see `SiteReady`), once it serves, and drains and stops on SIGTERM.
 */
import { closeOnSignals, envSchemas, listServicePackages, loadConfig } from '@gbc/service-kit';
import { z } from 'zod';
import { startSite } from '../../../deploy/src/standalone.js';
import { repoRoot } from '../../../scripts/lib/frontend-apps.mjs';

const siteEnvSchema = z.object({
  DATA_DIR: z.string({ error: 'DATA_DIR must name the site’s data folder' }).min(1),
  /** A PostgreSQL the test owns (e.g. behind its `startTcpProxy`); without it the site embeds its own. */
  DATABASE_URL: envSchemas.postgresUrl('DATABASE_URL').optional(),
});

async function main(): Promise<void> {
  const env = loadConfig(siteEnvSchema);
  const starting = startSite({
    port: 0,
    host: '127.0.0.1',
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    // Request lines at fuzzing rates would bury what matters; warnings and errors still print.
    logger: { level: 'warn' },
  });
  closeOnSignals({
    log: { info: () => {}, error: console.error },
    close: async () => (await starting).close(),
  });
  const site = await starting;
  const schemas = Object.fromEntries(
    listServicePackages(repoRoot).map(({ name }) => [name, site.connectionStringOf(name)]),
  );
  console.info(`gbc-site ${JSON.stringify({ url: site.url, apiUrl: site.apiUrl, schemas })}`);
}

// Loaded as CommonJS by tsx (the root package is not a module), so no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
