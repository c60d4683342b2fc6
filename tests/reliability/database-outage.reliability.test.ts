import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBodySchema } from '@gbc/contracts';
import { programsApi } from '@gbc/contracts/programs';
import type { EmbeddedPostgresServer } from '@gbc/service-kit/embedded-postgres';
import { startTcpProxy, type TcpProxy } from '@gbc/service-kit/testing';
import pg from 'pg';
import { request } from 'undici';
import { ClientAddresses } from './support/client-addresses.js';
import { createDataDir, startTestPostgres } from './support/data-dir.js';
import { type SiteProcess, startSiteProcess } from './support/site-process.js';

/**
 * Database killed mid-load: the site reaches its PostgreSQL only through a TCP proxy this test owns,
 * and many clients (each from its own loopback address, rate limits on) submit stories through the
 * gateway, each submission with an Idempotency-Key that its retries reuse. The proxy is cut for 10 s
 * in the middle. While it is down every answer is 201 (none, here), 503 with Retry-After and the
 * standard error body, or 409 for a retry whose first try is still settling; never 500. Writes work
 * again within 5 s of the database's return, every acknowledged story is stored, and none twice.
 */

const outageMs = 10_000;
const loadBeforeCutMs = 5_000;
const loadAfterRestoreMs = 10_000;
/** Recovery budget after the database returns. */
const recoveryBudgetMs = 5_000;
const workers = 24;
/** Below `publicWriteRateLimit` (10 a minute) with the retries of an outage: fresh address after this many. */
const submissionsPerAddress = 2;
/** Retries wait what Retry-After says, at most this long, until this deadline after the restore. */
const maxRetryWaitMs = 5_000;
const settleDeadlineMs = 60_000;

interface Answer {
  sentAt: number;
  status: number;
  retryAfter: string | undefined;
  standardBody: boolean;
}

interface Submission {
  title: string;
  acknowledged: boolean;
  answers: Answer[];
}

let embedded: EmbeddedPostgresServer;
let dataDir: string;
let proxy: TcpProxy;
let site: SiteProcess;
let directProgramsUrl: string;

beforeAll(async () => {
  dataDir = await createDataDir('gbc-db-outage-');
  embedded = await startTestPostgres(dataDir);
  const adminUrl = await embedded.createDatabase('gbc');
  proxy = await startTcpProxy({ host: '127.0.0.1', port: embedded.port });
  site = await startSiteProcess({ DATABASE_URL: proxy.via(adminUrl) });
  // Checks read past the proxy, with the programs schema's own login.
  const programsUrl = new URL(site.schemas.programs ?? '');
  programsUrl.host = `127.0.0.1:${embedded.port}`;
  directProgramsUrl = programsUrl.toString();
});

afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function storyBody(title: string): string {
  return JSON.stringify({
    name: 'Reliability Test',
    email: 'reliability@example.com',
    storyType: 'research',
    storyTitle: title,
    storyContent: `A story written while the database was going away and coming back. ${'x'.repeat(200)}`,
    consentPublish: false,
    consentContact: false,
  });
}

/**
 * One submission from one client: a fresh key, retried with it after 503, 409 or a dropped connection,
 * until `giveUpAt()` or `tries` requests.
 */
async function submit(
  clients: ClientAddresses,
  address: number,
  giveUpAt: () => number,
  tries = Number.POSITIVE_INFINITY,
): Promise<Submission> {
  const title = `Outage ${randomUUID()}`;
  const key = randomUUID();
  const body = storyBody(title);
  const submission: Submission = { title, acknowledged: false, answers: [] };
  while (Date.now() < giveUpAt() && submission.answers.length < tries) {
    const sentAt = Date.now();
    let answer: Answer;
    try {
      const response = await request(`${site.url}${programsApi.stories.submit}`, {
        method: 'POST',
        dispatcher: clients.agentFor(address),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        headersTimeout: 40_000,
      });
      const text = await response.body.text();
      const retryAfter = response.headers['retry-after'];
      answer = {
        sentAt,
        status: response.statusCode,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
        standardBody:
          response.statusCode < 400 || errorBodySchema.safeParse(JSON.parse(text || 'null')).success,
      };
    } catch {
      answer = { sentAt, status: 0, retryAfter: undefined, standardBody: false };
    }
    submission.answers.push(answer);
    if (answer.status === 201) {
      submission.acknowledged = true;
      return submission;
    }
    if (![0, 409, 503].includes(answer.status) || submission.answers.length >= tries) return submission;
    await sleep(Math.min(Number(answer.retryAfter ?? 1) * 1000, maxRetryWaitMs));
  }
  return submission;
}

test('a 10 s database outage mid-load: 503 with Retry-After while down, back within 5 s, every acknowledged write stored once', async () => {
  const clients = new ClientAddresses(60);
  const probes = new ClientAddresses(61);
  const submissions: Submission[] = [];
  let nextAddress = 0;
  let loadEndsAt = Number.POSITIVE_INFINITY;
  let restoredAt = Number.POSITIVE_INFINITY;
  const giveUpAt = () => restoredAt + settleDeadlineMs;

  const worker = async () => {
    while (Date.now() < loadEndsAt) {
      const address = nextAddress++;
      for (let n = 0; n < submissionsPerAddress && Date.now() < loadEndsAt; n += 1) {
        submissions.push(await submit(clients, address, giveUpAt));
      }
    }
  };
  const started = Date.now();
  const load = Promise.all(Array.from({ length: workers }, worker));

  await sleep(loadBeforeCutMs);
  const cutAt = Date.now();
  proxy.cut();
  await sleep(outageMs);
  proxy.restore();
  restoredAt = Date.now();
  loadEndsAt = restoredAt + loadAfterRestoreMs;

  // Recovery: fresh submissions, each from a fresh address, until one is acknowledged.
  let recoveredAt: number | undefined;
  for (let probe = 0; recoveredAt === undefined && Date.now() < restoredAt + 30_000; probe += 1) {
    const attempt = await submit(probes, probe, giveUpAt, 1);
    if (attempt.acknowledged) recoveredAt = Date.now();
    else await sleep(250);
  }
  await load;
  await Promise.all([clients.close(), probes.close()]);

  const answers = submissions.flatMap((submission) => submission.answers);
  const duringOutage = answers.filter((answer) => answer.sentAt >= cutAt && answer.sentAt < restoredAt);
  const acknowledged = submissions.filter((submission) => submission.acknowledged);
  const retriedThenAcknowledged = acknowledged.filter((submission) => submission.answers.length > 1);
  const statusCounts = answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
  console.info(
    `database outage: ${submissions.length} submissions (${acknowledged.length} acknowledged, ` +
      `${retriedThenAcknowledged.length} after retries), ${answers.length} requests in ${Date.now() - started} ms, ` +
      `statuses ${JSON.stringify(statusCounts)}, recovered ${recoveredAt === undefined ? 'never' : `${recoveredAt - restoredAt} ms`} after the database returned`,
  );

  // The outage was met, and answered as planned: 503 with Retry-After, never 500.
  expect(duringOutage.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
  expect(answers.filter((answer) => ![201, 409, 503].includes(answer.status))).toEqual([]);
  expect(answers.filter((answer) => answer.status === 503 && !answer.retryAfter)).toEqual([]);
  expect(answers.filter((answer) => !answer.standardBody)).toEqual([]);
  expect(recoveredAt).toBeDefined();
  expect((recoveredAt ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThanOrEqual(recoveryBudgetMs);
  expect(retriedThenAcknowledged.length).toBeGreaterThan(0);
  // Every submission went through in the end: the retries reached the database once it was back.
  expect(submissions.filter((submission) => !submission.acknowledged).map((s) => s.title)).toEqual([]);

  // Every acknowledged story is stored, and no submission twice, however many times it was sent.
  const client = new pg.Client({ connectionString: directProgramsUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ story_title: string; copies: number }>(
      `select story_title, count(*)::int as copies from programs.stories
        where story_title like 'Outage %' group by story_title`,
    );
    const copies = new Map(rows.map((row) => [row.story_title, row.copies]));
    expect(acknowledged.filter((submission) => copies.get(submission.title) !== 1)).toEqual([]);
    expect(rows.filter((row) => row.copies > 1)).toEqual([]);
  } finally {
    await client.end();
  }
});
