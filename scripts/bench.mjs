// `npm run bench`: build what is stale, then measure (scripts/bench/site.mts). A site given by URL was
// built by whoever runs it; the two shapes (`--shapes`) need the services' builds too, as the cluster does.
import { register } from 'tsx/esm/api';
import { buildFrontendApps } from './lib/frontend-apps.mjs';
import { buildServices } from './lib/service-builds.mjs';

process.env.NODE_ENV ??= 'production';
const shapes = process.argv.includes('--shapes');
const runningSite = process.env.BENCH_URL || process.argv.some((arg) => /^--url(=|$)/.test(arg));
// Build before tsx is registered, as `npm start` does: tsx's transform wraps functions in `__name()`
// helpers, and the Module Federation plugin stringifies some of them into the server bundles.
if (shapes || !runningSite) await buildFrontendApps();
if (shapes) buildServices();
register();
await import('./bench/site.mts');
