// Survey submissions per second for `npm run bench`: the load generator (survey-load-generator.mjs)
// runs in a child process and acts as 50 participants from their own addresses, rate limits on, on
// the service host directly and through the gateway. Afterwards every submitted response is counted
// in the database: completed, with one row in each of the nine section tables, none lost or partial.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { exampleSurveyAnswers, surveyApi } from '@gbc/contracts/survey';
import pg from 'pg';
import { surveyBudgets } from '../lib/bench-budgets.js';
import { benchConnections } from './api-throughput.mjs';

const runFile = promisify(execFile);
const loadGenerator = fileURLToPath(new URL('./survey-load-generator.mjs', import.meta.url));

/** Submissions per run; fixed, so each run opens exactly the responses it submits. */
const submitsPerRun = Number(process.env.BENCH_SURVEY_SUBMITS ?? 3000);

const sectionTables = [
  'consent',
  'general_attitudes',
  'device_functionality',
  'data_practices',
  'autonomy',
  'societal_impact',
  'business_market',
  'final_feedback',
  'demographics',
] as const;

export interface SurveyRun {
  label: string;
  submitsPerSecond: number;
  p99Ms: number;
  submitted: number;
  rateLimited: number;
  failed: number;
  /** Submitted responses found completed with all nine sections. */
  complete: number;
}

async function countComplete(connectionString: string, responseIds: string[]): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const joins = sectionTables.map((table) => `join survey.${table} using (response_id)`).join(' ');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from (select id as response_id from survey.responses
         where status = 'completed' and id = any($1::uuid[])) r ${joins}`,
      [responseIds],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Each run's addresses are 127.<octet>.x.y (survey-load-generator.mjs). The octet changes every minute
 * and differs between the two runs of a bench, so no address meets a rate-limit window another run
 * (this bench's or the previous one's) has counted in.
 */
function runOctets(): [number, number] {
  const base = (Math.floor(Date.now() / 60_000) * 2) % 254;
  return [base + 1, base + 2];
}

async function run(
  label: string,
  baseUrl: string,
  surveyDatabaseUrl: string,
  octet: number,
): Promise<SurveyRun> {
  const { stdout } = await runFile(
    process.execPath,
    [
      loadGenerator,
      JSON.stringify({
        url: baseUrl,
        connections: benchConnections,
        submits: submitsPerRun,
        octet,
        answers: exampleSurveyAnswers(),
        paths: { start: surveyApi.start, submit: surveyApi.submit },
      }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    submitsPerSecond: number;
    p99Ms: number;
    ok: number;
    non2xx: number;
    rateLimited: number;
    errors: number;
    responseIds: string[];
  };
  return {
    label,
    submitsPerSecond: result.submitsPerSecond,
    p99Ms: result.p99Ms,
    submitted: result.ok,
    rateLimited: result.rateLimited,
    failed: result.non2xx + result.errors,
    complete: await countComplete(surveyDatabaseUrl, result.responseIds),
  };
}

export interface SurveyBenchTargets {
  apiUrl: string;
  siteUrl: string;
  /** The survey schema's login, to count the rows. */
  surveyDatabaseUrl: string;
}

/** One run on the service host, one through the gateway. */
export async function measureSurveySubmits(targets: SurveyBenchTargets): Promise<SurveyRun[]> {
  const [serviceOctet, gatewayOctet] = runOctets();
  return [
    await run('service host', targets.apiUrl, targets.surveyDatabaseUrl, serviceOctet),
    await run('gateway', targets.siteUrl, targets.surveyDatabaseUrl, gatewayOctet),
  ];
}

export function surveyFailures(runs: SurveyRun[]): string[] {
  return runs.flatMap((run) => [
    ...(run.submitsPerSecond < surveyBudgets.submitsPerSecond
      ? [
          `survey submits (${run.label}): ${run.submitsPerSecond.toFixed(0)}/s < ${surveyBudgets.submitsPerSecond}/s`,
        ]
      : []),
    ...(run.rateLimited + run.failed > 0
      ? [`survey submits (${run.label}): ${run.rateLimited} rate limited (429), ${run.failed} other failures`]
      : []),
    ...(run.complete !== submitsPerRun
      ? [`survey submits (${run.label}): ${run.complete} of ${submitsPerRun} responses stored complete`]
      : []),
  ]);
}

export function printSurveySubmits(runs: SurveyRun[]): void {
  console.info(
    `\nSurvey submissions (${benchConnections} participants from their own addresses, rate limits on, ${submitsPerRun} complete surveys per run):`,
  );
  for (const run of runs) {
    console.info(
      `  ${run.label.padEnd(13)} ${run.submitsPerSecond.toFixed(0).padStart(6)} submits/s p99 ${run.p99Ms} ms; ` +
        `stored complete ${run.complete}/${submitsPerRun}; 429s ${run.rateLimited}; other failures ${run.failed} ` +
        `(target >= ${surveyBudgets.submitsPerSecond}/s, none lost)`,
    );
  }
}
