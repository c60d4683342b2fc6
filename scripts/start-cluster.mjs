// `npm run start:cluster`: build what is stale, then run the production topology on this machine: the
// database, every service and the gateway as processes of their own, each remote on its own origin.
import { register } from 'tsx/esm/api';
import { buildFrontendApps } from './lib/frontend-apps.mjs';
import { buildServices } from './lib/service-builds.mjs';

process.env.NODE_ENV ??= 'production';
await buildFrontendApps();
buildServices();
register();
const { startClusterFromEnv } = await import('../deploy/src/cluster.ts');
await startClusterFromEnv();
