// `npm run build [-- app ...]`: rebuild the shell and remotes (all, or the named ones), even when current.
import { buildFrontendApps, listFrontendApps } from './lib/frontend-apps.mjs';
import { buildServices } from './lib/service-builds.mjs';

const requested = process.argv.slice(2);
const known = listFrontendApps();
const unknown = requested.filter((app) => !known.includes(app));
if (unknown.length > 0) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
  process.exit(2);
}
await buildFrontendApps({ apps: requested.length > 0 ? requested : known, force: true });
if (requested.length === 0) buildServices();
