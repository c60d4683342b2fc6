// `npm run bench:api`: the API parts of `npm run bench` alone (read API throughput and survey submits),
// without building the front ends; `npm run bench:api -- --survey` runs the survey submits alone.
import { join } from 'node:path';
import { startSite } from '../../deploy/src/standalone.js';
import { apiFailures } from '../lib/bench-budgets.js';
import { benchSiteOptions } from '../lib/bench-site.js';
import { repoRoot } from '../lib/frontend-apps.mjs';
import { apiBenchSettingsFromEnv, measureApiThroughput, printApiThroughput } from './api-throughput.mjs';
import { measureSurveySubmits, printSurveySubmits, surveyFailures } from './survey-throughput.mjs';

process.env.NODE_ENV ??= 'production';
const settings = apiBenchSettingsFromEnv();
const site = await startSite(benchSiteOptions(join(repoRoot, '.data', 'bench')));
const surveyOnly = process.argv.includes('--survey');
try {
  const failures: string[] = [];
  if (!surveyOnly) {
    const result = await measureApiThroughput({ apiUrl: site.apiUrl, siteUrl: site.url }, settings);
    printApiThroughput(result, settings);
    failures.push(...apiFailures(result.summary));
  }
  const survey = await measureSurveySubmits({
    apiUrl: site.apiUrl,
    siteUrl: site.url,
    surveyDatabaseUrl: site.connectionStringOf('survey'),
  });
  printSurveySubmits(survey);
  failures.push(...surveyFailures(survey));
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await site.close();
}
