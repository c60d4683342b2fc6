// `npm run bench`: first-load JS per page in Chromium, and read API throughput (scripts/bench/api-throughput.mts).
import { join } from 'node:path';
import { marketingApi } from '@gbc/contracts/marketing';
import { pathTo, withSearch } from '@gbc/site-map';
import { chromium } from '@playwright/test';
import { startSite } from '../deploy/src/standalone.js';
import {
  apiBenchSettingsFromEnv,
  measureApiThroughput,
  printApiThroughput,
} from './bench/api-throughput.mjs';
import { benchSiteOptions } from './lib/bench-site.js';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { buildFrontendApps, repoRoot } from './lib/frontend-apps.mjs';

interface LoadFigures {
  path: string;
  scriptKb: number;
  scriptRequests: number;
}

async function measureFirstLoad(baseUrl: string, paths: string[]): Promise<LoadFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures: LoadFigures[] = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    figures.push({ path, scriptKb: bytes / 1024, scriptRequests: sizes.length });
    await context.close();
  }
  await browser.close();
  return figures;
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  await buildFrontendApps();
  const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
  try {
    const list = (await (
      await fetch(new URL(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 1 }), site.url))
    ).json()) as {
      items: Array<{ slug: string }>;
    };
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error('No published vignette to measure');

    const loads = await measureFirstLoad(site.url, [pathTo('/'), pathTo('/vignettes/:slug', { slug })]);
    const apiSettings = apiBenchSettingsFromEnv();
    const api = await measureApiThroughput({ apiUrl: site.apiUrl, siteUrl: site.url }, apiSettings);

    console.info('\nFirst-load JavaScript (compressed transfer size, Chromium):');
    for (const f of loads) {
      console.info(
        `  ${f.path.padEnd(40)} ${f.scriptKb.toFixed(1).padStart(7)} KB in ${f.scriptRequests} requests`,
      );
    }
    printApiThroughput(api, apiSettings);
  } finally {
    await site.close();
  }
}

await main();
