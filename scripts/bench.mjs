// `npm run bench`: build what is stale, then measure (scripts/bench/site.mts).
import { register } from 'tsx/esm/api';
import { buildFrontendApps } from './lib/frontend-apps.mjs';

process.env.NODE_ENV ??= 'production';
// Build before tsx is registered, as `npm start` does: tsx's transform wraps functions in `__name()`
// helpers, and the Module Federation plugin stringifies some of them into the server bundles.
await buildFrontendApps();
register();
await import('./bench/site.mts');
