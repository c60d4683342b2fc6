// `npm run bench` (through scripts/bench.mjs, which builds first): first-load JS per page in Chromium,
// Lighthouse scores, and read API throughput (api-throughput.mts); `npm run bench -- --first-load` measures
// and gates the first load alone. Every load generator (load-generator.mjs, Lighthouse) runs in a process of
// its own, so it never competes with the server it measures inside one event loop.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pathTo } from '@gbc/site-map';
import { chromium } from '@playwright/test';
import { startSite } from '../../deploy/src/standalone.js';
import {
  apiFailures,
  type FirstLoadFigures,
  firstLoadBudgets,
  firstLoadFailures,
  lighthouseFailures,
  median,
  pageFiguresTable,
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
const firstLoadOnly = process.argv.includes('--first-load');
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

async function main(): Promise<void> {
  const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
  try {
    const pages = benchPagePaths(await loadBenchContext(site.url));
    // The server renders each page once first (builds loaded, pages cached for 30 s): a render that
    // misses its budget on a busy machine falls back to the browser and loads more script than a visitor
    // of a warm site ever does.
    for (const path of pages) await (await fetch(new URL(path, site.url))).text();
    const loads = await measureFirstLoad(site.url, pages);
    console.info(
      `\nFirst-load JavaScript (bytes on the wire with headers, cold cache, Chromium; budget ${firstLoadBudgets.homeKb} KB home, ${firstLoadBudgets.pageKb} KB other pages, ${firstLoadBudgets.maxScripts} scripts):`,
    );
    for (const f of loads) {
      console.info(
        `  ${f.path.padEnd(40)} ${f.scriptKb.toFixed(1).padStart(7)} KB in ${f.scriptRequests} requests${f.zodScripts.length > 0 ? '  (zod!)' : ''}`,
      );
    }
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
      console.info(
        `\nPer page (Lighthouse mobile preset, median of ${lighthouseRuns} runs; ! marks a figure off target):`,
      );
      for (const line of pageFiguresTable(loads, lighthouse, pathTo('/'))) console.info(`  ${line}`);
      failures.push(...lighthouseFailures(lighthouse));
      printApiThroughput(api, apiSettings);
      failures.push(...apiFailures(api.summary));
      printSurveySubmits(survey);
      failures.push(...surveyFailures(survey));
    }
    if (failures.length > 0) {
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await site.close();
  }
}

await main();
