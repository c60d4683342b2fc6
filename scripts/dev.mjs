// `npm run dev`: watch builds (development mode) of the shell and every remote, then the whole site
// (database, services, gateway) in this process. A rebuild shows on the next page load: the gateway
// reads the shell's index.html again when it changes and serves remote entries uncached.
import { register } from 'tsx/esm/api';
import { listFrontendApps, loadFrontendConfig } from './lib/frontend-apps.mjs';

process.env.NODE_ENV ??= 'development';
const { rspack } = await import('@rspack/core');
const apps = listFrontendApps();
const configs = await Promise.all(apps.map((app) => loadFrontendConfig(app, 'development')));

// Compilation hashes of the last good build per app, so a rebuild names only the apps that changed.
const lastHashes = new Map();

await new Promise((resolve, reject) => {
  let first = true;
  rspack(configs).watch({ aggregateTimeout: 300 }, (error, multiStats) => {
    if (error) {
      if (first) reject(error);
      else console.error('[dev] watch failed', error);
      return;
    }
    for (const [index, stats] of multiStats.stats.entries()) {
      if (stats.hasErrors()) {
        console.error(`[dev] ${apps[index]} failed:\n${stats.toString({ all: false, errors: true })}`);
      }
    }
    if (multiStats.hasErrors()) return;
    const changed = apps.filter((app, index) => lastHashes.get(app) !== multiStats.stats[index]?.hash);
    for (const [index, app] of apps.entries()) lastHashes.set(app, multiStats.stats[index]?.hash);
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
