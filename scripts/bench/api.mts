// `npm run bench:api`: the read API part of `npm run bench` alone, without building the front ends.
import { join } from 'node:path';
import { startSite } from '../../deploy/src/standalone.js';
import { benchSiteOptions } from '../lib/bench-site.js';
import { repoRoot } from '../lib/frontend-apps.mjs';
import { apiBenchSettingsFromEnv, measureApiThroughput, printApiThroughput } from './api-throughput.mjs';

process.env.NODE_ENV ??= 'production';
const settings = apiBenchSettingsFromEnv();
const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
try {
  printApiThroughput(
    await measureApiThroughput({ apiUrl: site.apiUrl, siteUrl: site.url }, settings),
    settings,
  );
} finally {
  await site.close();
}
