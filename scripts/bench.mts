// `npm run bench`: first-load JS per page in Chromium, Lighthouse scores, and API throughput against a
// bare Fastify route. Every load generator (autocannon, Lighthouse) runs in a process of its own, so it
// never competes with the server it measures inside one event loop.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { marketingApi } from '@gbc/contracts/marketing';
import { pathTo, withSearch } from '@gbc/site-map';
import { chromium } from '@playwright/test';
import Fastify from 'fastify';
import { startSite } from '../deploy/src/standalone.js';
import { benchSiteOptions } from './lib/bench-site.js';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { buildFrontendApps, repoRoot } from './lib/frontend-apps.mjs';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
/** Lighthouse runs per page; the median is reported (single runs vary by several points). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const runFile = promisify(execFile);
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
/** Lighthouse's JSON report runs to several megabytes. */
const reportBufferBytes = 256 * 1024 * 1024;

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

interface AutocannonReport {
  non2xx: number;
  errors: number;
  requests: { average: number };
  latency: { p99: number };
}

async function measureThroughput(label: string, url: string): Promise<ThroughputFigures> {
  const { stdout } = await runFile(
    bin('autocannon'),
    ['--json', '--connections', String(connections), '--duration', String(durationSeconds), url],
    { maxBuffer: reportBufferBytes },
  );
  const result = JSON.parse(stdout) as AutocannonReport;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { label, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
}

/** Lighthouse's default (mobile) preset against Debian's Chromium; the median score of the runs. */
async function measureLighthouse(baseUrl: string, path: string): Promise<LighthouseFigures> {
  const scores: { performance: number; accessibility: number }[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    const { stdout } = await runFile(
      bin('lighthouse'),
      [
        new URL(path, baseUrl).toString(),
        '--quiet',
        '--output=json',
        '--only-categories=performance,accessibility',
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: reportBufferBytes },
    );
    const { categories } = JSON.parse(stdout) as LighthouseReport;
    scores.push({
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    });
  }
  return {
    path,
    performance: median(scores.map((score) => score.performance)),
    accessibility: median(scores.map((score) => score.accessibility)),
  };
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

    const pages = [pathTo('/'), pathTo('/vignettes'), pathTo('/vignettes/:slug', { slug })];
    const loads = await measureFirstLoad(site.url, pages);
    const lighthouse: LighthouseFigures[] = [];
    for (const path of pages) lighthouse.push(await measureLighthouse(site.url, path));
    const listPath = withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 6 });
    const api = await measureThroughput('vignette list API', new URL(listPath, site.apiUrl).href);
    const viaGateway = await measureThroughput('  ... through gateway', new URL(listPath, site.url).href);
    const baseline = await measureThroughput('bare Fastify route', `${bareUrl}/bare`);

    console.info('\nFirst-load JavaScript (compressed transfer size, Chromium):');
    for (const f of loads) {
      console.info(
        `  ${f.path.padEnd(40)} ${f.scriptKb.toFixed(1).padStart(7)} KB in ${f.scriptRequests} requests`,
      );
    }
    console.info(`\nLighthouse (mobile preset, median of ${lighthouseRuns} runs):`);
    for (const l of lighthouse) {
      console.info(`  ${l.path.padEnd(40)} performance ${l.performance}   accessibility ${l.accessibility}`);
    }
    console.info(`\nThroughput (autocannon, ${connections} connections, ${durationSeconds} s, loopback):`);
    for (const t of [api, viaGateway, baseline]) {
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
