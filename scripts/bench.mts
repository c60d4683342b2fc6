// `npm run bench`: first-load JS per page in Chromium, and API throughput against a bare Fastify route.
import { join } from 'node:path';
import { marketingApi } from '@gbc/contracts/marketing';
import { pathTo, withSearch } from '@gbc/site-map';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startSite } from '../deploy/src/standalone.js';
import { benchSiteOptions } from './lib/bench-site.js';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { buildFrontendApps, repoRoot } from './lib/frontend-apps.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

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

interface ThroughputFigures {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
}

async function measureThroughput(label: string, url: string): Promise<ThroughputFigures> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  await buildFrontendApps();
  const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const list = (await (
      await fetch(new URL(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 1 }), site.url))
    ).json()) as {
      items: Array<{ slug: string }>;
    };
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error('No published vignette to measure');

    const loads = await measureFirstLoad(site.url, [pathTo('/'), pathTo('/vignettes/:slug', { slug })]);
    const api = await measureThroughput(
      'vignette list API',
      new URL(withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 6 }), site.apiUrl).href,
    );
    const baseline = await measureThroughput('bare Fastify route', `${bareUrl}/bare`);

    console.info('\nFirst-load JavaScript (compressed transfer size, Chromium):');
    for (const f of loads) {
      console.info(
        `  ${f.path.padEnd(40)} ${f.scriptKb.toFixed(1).padStart(7)} KB in ${f.scriptRequests} requests`,
      );
    }
    console.info(`\nThroughput (autocannon, ${connections} connections, ${durationSeconds} s, loopback):`);
    for (const t of [api, baseline]) {
      console.info(
        `  ${t.label.padEnd(24)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${t.p99Ms} ms`,
      );
    }
    console.info(
      `  ratio list API / bare: ${(api.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} of the req/s, ` +
        `${(api.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(1)}x the p99`,
    );
  } finally {
    await bare.close();
    await site.close();
  }
}

await main();
