// `npm run bench:api`: the read API part of `npm run bench` alone, without building the front ends.
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
try {
  const result = await measureApiThroughput({ apiUrl: site.apiUrl, siteUrl: site.url }, settings);
  printApiThroughput(result, settings);
  const survey = await measureSurveySubmits({
    apiUrl: site.apiUrl,
    siteUrl: site.url,
    surveyDatabaseUrl: site.connectionStringOf('survey'),
  });
  printSurveySubmits(survey);
  const failures = [...apiFailures(result.summary), ...surveyFailures(survey)];
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await site.close();
}
