import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { adminRecordsApi } from '@gbc/contracts';
import { requiredRatings, type SurveySection, surveyResponseRecordsKind } from '@gbc/contracts/survey';
import { signTestToken, testAuthKeys, useServiceTestBed } from '@gbc/service-kit/testing';
import { type RawBuilder, sql } from 'kysely';
import type { SurveyDatabase } from '../src/database.js';
import { createSurveyModule } from '../src/index.js';
import { sectionTables } from '../src/responses/responses.table.js';
import { completedResponsesPage } from '../src/results/results.repository.js';
import { testPublicOrigin } from './survey-test-kit.js';

const responses = 100_000;
/** What streaming may add to this process's live memory (the host and the reader both live in it). */
const memoryCeiling = 64 * 1024 * 1024;
/** Each of the four criteria sections' comments, so the whole export is larger than the ceiling. */
const comment = 'Independent audits of neural data handling should be published every year. '.repeat(3);

const bed = useServiceTestBed<SurveyDatabase>({
  host: () => ({
    modules: [createSurveyModule({ publicOrigin: testPublicOrigin, openedPurge: false })],
    auth: { publicKey: testAuthKeys().publicKey },
  }),
  // A real socket: the body is read as it arrives, never buffered by inject.
  listen: true,
});

const commented: readonly SurveySection[] = [
  'deviceFunctionality',
  'dataPractices',
  'autonomy',
  'societalImpact',
];
const rating = (offset: number) => sql`1 + (n + ${offset}) % 5`;

/** One rated section's insert from the seeded responses: each item a rating varying with `n`. */
function ratedSection(section: SurveySection): RawBuilder<unknown> {
  const keys = requiredRatings[section];
  const columns = [...keys, ...(commented.includes(section) ? ['additional_comments'] : [])];
  const values = [
    ...keys.map((_, index) => rating(index)),
    ...(commented.includes(section) ? [sql`${comment}::text`] : []),
  ];
  return sql`insert into ${sql.table(sectionTables[section])} (response_id, ${sql.join(columns.map((c) => sql.ref(c)))})
    select id, ${sql.join(values)} from seeded`;
}

/**
 * 100,000 completed responses with every section, written by one set-based statement (ratings vary
 * with a byte of each response's hash), in a transaction lifting the connection's statement timeout.
 */
async function seedCompletedResponses() {
  const business = sql.join(
    requiredRatings.businessMarket.map((key, index) => sql`${key}::text, ${rating(index)}`),
  );
  const sections = (
    ['generalAttitudes', 'deviceFunctionality', 'dataPractices', 'autonomy', 'societalImpact'] as const
  ).map((section, index) => sql`${sql.raw(`s${index}`)} as (${ratedSection(section)})`);
  const seed = sql`
    with seeded as (
      insert into survey.responses (session_hash, status, current_step, completed_at)
      select sha256(('seeded-' || n)::bytea), 'completed', 11, now() - n * interval '1 second'
      from generate_series(1, ${responses}) as n
      returning id, get_byte(session_hash, 0) as n
    ),
    consent as (
      insert into survey.consent (response_id, age_confirmed, has_professional_experience, gdpr_consent, participation_consent)
      select id, true, n % 2 = 0, true, true from seeded
    ),
    ${sql.join(sections)},
    business as (
      insert into survey.business_market (response_id, data)
      select id, jsonb_build_object('industry_subsector', 'healthcare', ${business}) from seeded
    ),
    feedback as (
      insert into survey.final_feedback (response_id, responsible_innovation_important, other_feedback)
      select id, ${rating(0)}, ${comment}::text from seeded
    )
    insert into survey.demographics (response_id, gender, education_level, country, occupation, age_range)
    select id, 'prefer-not', 'masters', 'Australia', 'policy', '35-44' from seeded`;
  await bed.db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    await seed.execute(trx);
  });
}

/**
 * A full garbage collection, so samples measure what is alive rather than what V8 has not yet freed
 * (it lets garbage pile up to hundreds of megabytes before a major collection). The flag is set at run
 * time, so no command line has to remember it.
 */
function fullGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Live memory: the V8 heap and the buffers outside it (the socket's and the database driver's). */
const liveBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * A full collection of the test process's heap takes most of a second on two busy cores, so samples are
 * spaced: an export that held its rows or its body would hold them for far longer than this.
 */
const sampleEveryMs = 5000;

interface Streamed {
  status: number;
  header: string;
  rows: number;
  bytes: number;
  /** The largest growth of live memory over the start, sampled after a full collection. */
  peakGrowth: number;
}

/**
 * Reads the export as it streams, counting lines and keeping none, and samples live memory on a timer
 * (also while the server is still preparing, before any byte arrives) and at the end.
 */
function streamExport(url: string, authorization: string): Promise<Streamed> {
  const gc = fullGc();
  gc();
  const start = liveBytes();
  let peakGrowth = 0;
  const sample = () => {
    gc();
    peakGrowth = Math.max(peakGrowth, liveBytes() - start);
  };
  const sampler = setInterval(sample, sampleEveryMs);
  return new Promise<Streamed>((resolve, reject) => {
    const outgoing = request(url, { headers: { authorization } }, (response) => {
      let header = '';
      let headerDone = false;
      let newlines = 0;
      let bytes = 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        bytes += Buffer.byteLength(chunk);
        if (!headerDone) {
          const end = (header + chunk).indexOf('\r\n');
          header = end === -1 ? header + chunk : (header + chunk).slice(0, end);
          headerDone = end !== -1;
        }
        for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) newlines += 1;
      });
      response.on('end', () => {
        sample();
        resolve({ status: response.statusCode ?? 0, header, rows: newlines - 1, bytes, peakGrowth });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  }).finally(() => clearInterval(sampler));
}

describe('survey results CSV export at scale', () => {
  test('streams 100,000 completed responses, one row each under the item-key header, in bounded memory', async () => {
    await seedCompletedResponses();
    const admin = `Bearer ${signTestToken({ email: 'analyst@example.org', roles: ['admin'] })}`;
    const url = `${bed.http.baseUrl}${adminRecordsApi.export('survey', surveyResponseRecordsKind)}`;

    // Each page reads on from its cursor in the keyset index: no sort of every completed response.
    const [last] = await bed.db
      .selectFrom('survey.responses')
      .select(['id', 'completed_at'])
      .orderBy('completed_at', 'desc')
      .limit(1)
      .execute();
    const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`explain ${completedResponsesPage(1000, {
      at: last?.completed_at as Date,
      id: last?.id as string,
    })}`.execute(bed.db);
    const planText = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(planText).toContain('responses_completed_keyset');
    expect(planText).not.toMatch(/\bSort\b/);

    // The plan above is what keeps the export fast; speed itself is measured by benches, not here.
    const streamed = await streamExport(url, admin);

    expect(streamed.status).toBe(200);
    const header = streamed.header.split(',');
    expect(header.slice(0, 2)).toEqual(['id', 'completed_at']);
    expect(header).toEqual(expect.arrayContaining([...requiredRatings.generalAttitudes, 'other_feedback']));
    expect(streamed.rows).toBe(responses);
    // Buffering the body (or the rows behind it) would outgrow the ceiling on its own.
    expect(streamed.bytes).toBeGreaterThan(memoryCeiling);
    expect(streamed.peakGrowth).toBeLessThan(memoryCeiling);
  }, 600_000);
});
