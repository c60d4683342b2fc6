// `npm run dev`: watch builds (development mode) of the shell and every remote, then the whole site
// (database, services, gateway) in this process. A rebuild shows on the next page load: the gateway
// reads the shell's index.html again when it changes and serves remote entries uncached.
import { register } from 'tsx/esm/api';
import { listFrontendApps, loadFrontendConfig } from './lib/frontend-apps.mjs';

process.env.NODE_ENV ??= 'development';
const { rspack } = await import('@rspack/core');
const apps = listFrontendApps();
// Each app's config is a list (browser and server builds, named e.g. mfe_marketing and mfe_marketing-server).
const configs = (await Promise.all(apps.map((app) => loadFrontendConfig(app, 'development')))).flat();

// Compilation hashes of the last good build by build name, so a rebuild names only the builds that changed.
const lastHashes = new Map();
const buildName = (stats) => stats.compilation.name ?? 'unnamed build';

await new Promise((resolve, reject) => {
  let first = true;
  rspack(configs).watch({ aggregateTimeout: 300 }, (error, multiStats) => {
    if (error) {
      if (first) reject(error);
      else console.error('[dev] watch failed', error);
      return;
    }
    for (const stats of multiStats.stats) {
      if (stats.hasErrors()) {
        console.error(`[dev] ${buildName(stats)} failed:\n${stats.toString({ all: false, errors: true })}`);
      }
    }
    if (multiStats.hasErrors()) return;
    const changed = multiStats.stats
      .filter((stats) => lastHashes.get(buildName(stats)) !== stats.hash)
      .map(buildName);
    for (const stats of multiStats.stats) lastHashes.set(buildName(stats), stats.hash);
    if (changed.length > 0) console.info(`[dev] ${first ? 'built' : 'rebuilt'} ${changed.join(', ')}`);
    if (first) {
      first = false;
      resolve();
    }
  });
});

register();
const { startSiteFromEnv } = await import('../deploy/src/standalone.ts');
await startSiteFromEnv();
