// `npm start`: build what is stale, then run the whole site (database, services, gateway) in this process.
import { register } from 'tsx/esm/api';
import { buildFrontendApps } from './lib/frontend-apps.mjs';
import { buildServices } from './lib/service-builds.mjs';

process.env.NODE_ENV ??= 'production';
await buildFrontendApps();
buildServices();
register();
const { startSiteFromEnv } = await import('../deploy/src/standalone.ts');
await startSiteFromEnv();
