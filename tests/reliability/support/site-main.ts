/**
 * One whole site (embedded PostgreSQL, every service on the API host, the gateway) as its own process
 * for a reliability test, configured from the environment as `npm start` is. It prints one line,
 * `gbc-site <json>` (see `SiteReady`), once it serves, and drains and stops on SIGTERM.
 */
import { closeOnSignals, listServicePackages } from '@gbc/service-kit';
import { startSite } from '../../../deploy/src/standalone.js';
import { repoRoot } from '../../../scripts/lib/frontend-apps.mjs';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the site’s data folder');
  const starting = startSite({
    port: 0,
    host: '127.0.0.1',
    dataDir,
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
