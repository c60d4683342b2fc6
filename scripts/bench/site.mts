// `npm run bench` (through scripts/bench.mjs, which builds first): first-load JS per page in Chromium,
// Lighthouse scores, and read API throughput (api-throughput.mts); `npm run bench -- --first-load` measures
// and gates the first load alone. `--url <site>` (or BENCH_URL) measures the pages of a site that runs
// already; `--shapes` starts the standalone site and the cluster and prints both side by side. Every load
// generator (load-generator.mjs, Lighthouse) runs in a process of its own, so it never competes with the
// server it measures inside one event loop.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { hydratedAttribute, pathTo, queryStateElementId } from '@gbc/site-map';
import { chromium } from '@playwright/test';
import { startCluster } from '../../deploy/src/cluster.js';
import { startSite } from '../../deploy/src/standalone.js';
import {
  apiFailures,
  type FirstLoadFigures,
  firstLoadBudgets,
  firstLoadFailures,
  lighthouseFailures,
  median,
  pageFiguresTable,
  shapesTable,
} from '../lib/bench-budgets.js';
import { benchPagePaths, containsZod, loadBenchContext } from '../lib/bench-pages.js';
import { benchSiteOptions } from '../lib/bench-site.js';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { repoRoot } from '../lib/frontend-apps.mjs';
import { apiBenchSettingsFromEnv, measureApiThroughput, printApiThroughput } from './api-throughput.mjs';
import { measureSurveySubmits, printSurveySubmits, surveyFailures } from './survey-throughput.mjs';

/** Lighthouse runs per page; the median is reported (single runs vary by several points). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Failed Lighthouse runs tolerated per page before the bench gives up. */
const lighthouseRetries = 3;
const { values: options } = parseArgs({
  options: { url: { type: 'string' }, shapes: { type: 'boolean' }, 'first-load': { type: 'boolean' } },
});
const firstLoadOnly = options['first-load'] ?? false;
const runFile = promisify(execFile);
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
/** Lighthouse's JSON report runs to several megabytes. */
const reportBufferBytes = 256 * 1024 * 1024;

interface FirstLoad extends FirstLoadFigures {
  zodScripts: string[];
}

/** Each page in a fresh context (cold cache); scripts counted as Chromium received them, headers included. */
async function measureFirstLoad(baseUrl: string, paths: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const figures: FirstLoad[] = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await warmUp(baseUrl, path);
    const sizes: Promise<number>[] = [];
    const zodScripts: Promise<string | null>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
      zodScripts.push(
        request
          .response()
          .then(async (response) =>
            response && containsZod(await response.text()) ? new URL(request.url()).pathname : null,
          ),
      );
    });
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
    // On a busy machine the shell's own script may run for longer than networkidle's quiet half second
    // before it asks for the remotes' chunks: the page is loaded once it is hydrated.
    await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    figures.push({
      path,
      scriptKb: bytes / 1024,
      scriptRequests: sizes.length,
      zodScripts: (await Promise.all(zodScripts)).filter((script) => script !== null),
    });
    await context.close();
  }
  await browser.close();
  return figures;
}

interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
}

/** Lighthouse's default (mobile) preset against Debian's Chromium; the median score of the runs. */
async function measureLighthouse(baseUrl: string, path: string): Promise<LighthouseFigures> {
  const scores: { performance: number; accessibility: number }[] = [];
  for (let failures = 0; scores.length < lighthouseRuns; ) {
    let stdout: string;
    await warmUp(baseUrl, path);
    try {
      ({ stdout } = await runFile(
        bin('lighthouse'),
        [
          new URL(path, baseUrl).toString(),
          '--quiet',
          '--output=json',
          '--only-categories=performance,accessibility',
          `--chrome-flags=${chromiumArgs.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: reportBufferBytes },
      ));
    } catch (error) {
      // A trace Chromium failed to record (NO_NAVSTART on a busy machine) asks for another run, not the end.
      failures += 1;
      if (failures > lighthouseRetries) throw error;
      console.warn(
        `Lighthouse run on ${path} failed (${(error as Error).message.split('\n')[1]}); running it again`,
      );
      continue;
    }
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

/** Renders of a page the bench asks for before it measures the page as it comes. */
const warmUpAttempts = 3;

/**
 * Has the server render `path` and keep it (pages are cached for 30 s), asking again while the answer
 * is the browser-rendered fallback (no query state in the HTML): the first render of a page on a busy
 * machine may miss its budget, and the page would then load more script than a visitor of a warm site
 * ever gets. Done right before each measured load, so the render is still cached then.
 */
async function warmUp(baseUrl: string, path: string): Promise<void> {
  for (let attempt = 0; attempt < warmUpAttempts; attempt++) {
    const html = await (await fetch(new URL(path, baseUrl))).text();
    if (html.includes(`id="${queryStateElementId}"`)) return;
  }
}

function printFirstLoads(loads: readonly FirstLoad[], shape = ''): void {
  console.info(
    `\nFirst-load JavaScript${shape} (bytes on the wire with headers, cold cache, Chromium; budget ${firstLoadBudgets.homeKb} KB home, ${firstLoadBudgets.pageKb} KB other pages, ${firstLoadBudgets.maxScripts} scripts):`,
  );
  for (const f of loads) {
    console.info(
      `  ${f.path.padEnd(40)} ${f.scriptKb.toFixed(1).padStart(7)} KB in ${f.scriptRequests} requests${f.zodScripts.length > 0 ? '  (zod!)' : ''}`,
    );
  }
}

function reportFailures(failures: readonly string[]): void {
  if (failures.length === 0) return;
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}

const lighthouseHeading = () =>
  `\nPer page (Lighthouse mobile preset, median of ${lighthouseRuns} runs; ! marks a figure off target):`;

/** The bench against a site it starts itself: pages, then the API throughput on its service host. */
async function benchOwnSite(): Promise<void> {
  const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
  try {
    const pages = benchPagePaths(await loadBenchContext(site.url));
    const loads = await measureFirstLoad(site.url, pages);
    printFirstLoads(loads);
    const failures = firstLoadFailures(loads, pathTo('/'));
    if (!firstLoadOnly) {
      const lighthouse: LighthouseFigures[] = [];
      for (const path of pages) lighthouse.push(await measureLighthouse(site.url, path));
      const apiSettings = apiBenchSettingsFromEnv();
      const api = await measureApiThroughput({ apiUrl: site.apiUrl, siteUrl: site.url }, apiSettings);
      const survey = await measureSurveySubmits({
        apiUrl: site.apiUrl,
        siteUrl: site.url,
        surveyDatabaseUrl: site.connectionStringOf('survey'),
      });
      console.info(lighthouseHeading());
      for (const line of pageFiguresTable(loads, lighthouse, pathTo('/'))) console.info(`  ${line}`);
      failures.push(...lighthouseFailures(lighthouse));
      printApiThroughput(api, apiSettings);
      failures.push(...apiFailures(api.summary));
      printSurveySubmits(survey);
      failures.push(...surveyFailures(survey));
    }
    reportFailures(failures);
  } finally {
    await site.close();
  }
}

/** The page bench against a site that runs already (`--url`); it reaches no service host or database. */
async function benchRunningSite(url: string): Promise<void> {
  const pages = benchPagePaths(await loadBenchContext(url));
  const loads = await measureFirstLoad(url, pages);
  printFirstLoads(loads, ` of ${url}`);
  const failures = firstLoadFailures(loads, pathTo('/'));
  if (!firstLoadOnly) {
    const lighthouse: LighthouseFigures[] = [];
    for (const path of pages) lighthouse.push(await measureLighthouse(url, path));
    console.info(lighthouseHeading());
    for (const line of pageFiguresTable(loads, lighthouse, pathTo('/'))) console.info(`  ${line}`);
    failures.push(...lighthouseFailures(lighthouse));
    console.info(
      '\nAPI throughput and survey submits skipped: they load the service host directly and count rows in its database, which a site given by URL does not expose.',
    );
  }
  reportFailures(failures);
}

/**
 * Both shapes at once (`--shapes`): the standalone site and the cluster (each service, the gateway and
 * each remote's origin a process of its own; its own embedded database under .data/bench-cluster), the
 * page bench against each, Lighthouse alternating between them page by page so that a busy spell on
 * the machine falls on both.
 */
async function benchShapes(): Promise<void> {
  const { DATABASE_URL: _admin, ...env } = process.env;
  const standalone = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
  try {
    const cluster = await startCluster({
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      CLUSTER_FREE_PORTS: 'true',
      DATA_DIR: join(repoRoot, '.data', 'bench-cluster'),
      LOG_LEVEL: 'warn',
    });
    try {
      const pages = benchPagePaths(await loadBenchContext(standalone.url));
      const shapes = [];
      for (const [shape, url] of [
        ['standalone', standalone.url],
        ['cluster', cluster.url],
      ] as const) {
        const loads = await measureFirstLoad(url, pages);
        printFirstLoads(loads, ` (${shape}, ${url})`);
        shapes.push({ shape, url, loads, scores: [] as LighthouseFigures[] });
      }
      if (!firstLoadOnly) {
        for (const path of pages)
          for (const shape of shapes) shape.scores.push(await measureLighthouse(shape.url, path));
      }
      console.info(firstLoadOnly ? '\nPer page, both shapes:' : lighthouseHeading());
      for (const line of shapesTable(shapes, pathTo('/'))) console.info(`  ${line}`);
      reportFailures(
        shapes.flatMap(({ shape, loads, scores }) =>
          [...firstLoadFailures(loads, pathTo('/')), ...lighthouseFailures(scores)].map(
            (failure) => `${shape}: ${failure}`,
          ),
        ),
      );
    } finally {
      await cluster.close();
    }
  } finally {
    await standalone.close();
  }
}

const siteUrl = options.url ?? process.env.BENCH_URL;
if (options.shapes && siteUrl)
  throw new Error('--shapes starts both sites itself: give it no --url or BENCH_URL');
if (options.shapes) await benchShapes();
else if (siteUrl) await benchRunningSite(new URL(siteUrl).href);
else await benchOwnSite();
