import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { marketingApi, type VignetteListResponse } from '@gbc/contracts/marketing';
import { productsApi } from '@gbc/contracts/products';
import { ratpakApi } from '@gbc/contracts/ratpak';
import { exampleSurveyAnswers, surveyApi } from '@gbc/contracts/survey';
import type { EmbeddedPostgresServer } from '@gbc/service-kit/embedded-postgres';
import { pathTo, withSearch } from '@gbc/site-map';
import pg from 'pg';
import { type ClusterProcess, startClusterProcess } from './support/cluster-process.js';
import { createDataDir, startTestPostgres } from './support/data-dir.js';
import { cacheHitRatio, type LoadAction, type LoadReport, runMixedLoad } from './support/mixed-load.js';
import { repoRoot, type SiteProcess, startSiteProcess } from './support/site-process.js';

/**
 * Load and a restore drill in the cluster shape (every service its own process behind the gateway,
 * remotes on their own origins), on a PostgreSQL this test starts. A generator in its own process sends
 * 60 s of mixed traffic through the gateway, open loop at `targetRate`: server-rendered pages of several
 * domains, list reads, and anonymous writes (newsletter sign-ups, contact messages, products access
 * requests, survey responses opened and submitted), each write from one of many client addresses with
 * an Idempotency-Key and a unique marker; rate limits stay on. Every answer must be 2xx (a 429 too is an
 * error), the achieved rate at least 200 requests a second, every acknowledged write in the database,
 * and pages must keep coming from the gateway's rendered-page cache while the writes go on.
 * Meanwhile `npm run db:backup` backs the database up; it is restored with `npm run db:restore` into a
 * fresh server, and a site started on it serves the same content as the cluster.
 */

const runFile = promisify(execFile);

/** Asked for, open loop: a margin above the rate required of the run as a whole (the drain included). */
const targetRate = 240;
const requiredRate = 200;
const loadSeconds = 60;
const warmUpSeconds = 5;
/** The backup starts this far into the load, so that writes go on before, during and after it. */
const backupAfterMs = 15_000;
const requiredCacheHitRatio = 0.9;

let dataDir: string;
let database: EmbeddedPostgresServer;
let restoreServer: EmbeddedPostgresServer;
let adminUrl: string;
let cluster: ClusterProcess | undefined;
let restoredSite: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await createDataDir('gbc-load-');
  [database, restoreServer] = await Promise.all([
    startTestPostgres(dataDir),
    startTestPostgres(dataDir, 'pg-restored'),
  ]);
  adminUrl = await database.createDatabase('gbc');
  cluster = await startClusterProcess({ DATABASE_URL: adminUrl });
}, 300_000);

afterAll(async () => {
  await restoredSite?.stop();
  await cluster?.stop();
  await Promise.all([database?.stop(), restoreServer?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

/** `npm run db:backup` / `db:restore` against `databaseUrl`, as an operator runs them. */
async function backupCli(command: 'backup' | 'restore', file: string, databaseUrl: string): Promise<void> {
  const { NODE_OPTIONS: _jest, ...env } = process.env;
  await runFile(process.execPath, ['--import', 'tsx', 'deploy/src/db-backup-cli.ts', command, file], {
    cwd: repoRoot,
    env: { ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
}

async function query<Row extends pg.QueryResultRow>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Where each kind of write leaves its marker: a query answering the markers of `$1` it finds. */
const storedMarkers: Record<string, string> = {
  newsletter: 'select email as marker from marketing.newsletter_subscriptions where email = any($1)',
  contact: 'select email as marker from marketing.contact_messages where email = any($1)',
  access: 'select email as marker from products.access_requests where email = any($1)',
  survey: `select f.other_feedback as marker from survey.final_feedback f
             join survey.responses r on r.id = f.response_id
            where r.status = 'completed' and f.other_feedback = any($1)`,
};

/** Rows of the tables the load writes to (only ever added to during the run), and of the vignettes. */
async function rowCounts(connectionString: string): Promise<Record<string, number>> {
  const tables = [
    'marketing.newsletter_subscriptions',
    'marketing.contact_messages',
    'products.access_requests',
    'survey.responses',
    'marketing.vignettes',
  ];
  const [row] = await query<Record<string, number>>(
    connectionString,
    `select ${tables.map((table) => `(select count(*)::int from ${table}) as "${table}"`).join(', ')}`,
  );
  return row ?? {};
}

/** Acknowledged markers of each kind that the database at `connectionString` does not hold. */
async function missingWrites(
  connectionString: string,
  acknowledged: LoadReport['acknowledged'],
): Promise<string[]> {
  const missing: string[] = [];
  for (const [kind, sql] of Object.entries(storedMarkers)) {
    const markers = acknowledged.filter((write) => write.kind === kind).map((write) => write.marker);
    const found = new Set(
      (await query<{ marker: string }>(connectionString, sql, [markers])).map((r) => r.marker),
    );
    missing.push(...markers.filter((marker) => !found.has(marker)).map((marker) => `${kind} ${marker}`));
  }
  return missing;
}

/**
 * The text of a page's `<main>` as the server rendered it (the header and footer name the remotes'
 * origins, which differ between the two sites). A first render may outlast the gateway's budget on a
 * busy machine (the browser then renders it): asked again until the server renders it, for at most 30 s.
 */
async function renderedText(siteUrl: string, path: string): Promise<string> {
  for (const deadline = Date.now() + 30_000; ; ) {
    const response = await fetch(new URL(path, siteUrl), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    if (!(response.headers.get('server-timing') ?? '').includes('desc="browser"')) {
      const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
      // Structured data names the site's own origin, which differs between the two sites too.
      return main
        .replace(/https?:\/\/[^/"\s]+/g, '<origin>')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    }
    if (Date.now() > deadline) throw new Error(`${siteUrl}${path} is rendered in the browser only`);
    await sleep(250);
  }
}

function loadActions(vignetteSlugs: string[]): LoadAction[] {
  const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
  const json = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
  const pages = [
    pathTo('/'),
    pathTo('/about'),
    pathTo('/events'),
    pathTo('/vignettes'),
    ...vignetteSlugs.map((slug) => pathTo('/vignettes/:slug', { slug })),
    pathTo('/programs'),
    pathTo('/products'),
    pathTo('/ratpak'),
    pathTo('/signal-economy-survey'),
  ];
  const survey = exampleSurveyAnswers();
  const surveyAnswers = {
    ...survey,
    finalFeedback: { ...survey.finalFeedback, other_feedback: '{{marker}}' },
  };
  const post = (path: string, body: unknown) => ({
    method: 'POST' as const,
    path,
    headers: json,
    body: JSON.stringify(body),
  });
  return [
    { kind: 'page', weight: 110, write: false, steps: [{ paths: pages, headers: html }] },
    {
      kind: 'list',
      weight: 78,
      write: false,
      steps: [
        {
          paths: [
            withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 6 }),
            marketingApi.vignettes.list,
            ...vignetteSlugs.slice(0, 1).map((slug) => marketingApi.vignettes.bySlug(slug)),
            ratpakApi.demo.slots,
          ],
          headers: json,
        },
      ],
    },
    {
      kind: 'newsletter',
      weight: 3,
      write: true,
      steps: [
        post(marketingApi.newsletter.subscribe, { email: '{{marker}}', sourcePage: pathTo('/vignettes') }),
      ],
    },
    {
      kind: 'contact',
      weight: 3,
      write: true,
      steps: [
        post(marketingApi.contact.send, {
          name: 'Load Test',
          email: '{{marker}}',
          message: 'A message sent while the site was under load, to be found in the database afterwards.',
        }),
      ],
    },
    {
      kind: 'access',
      weight: 3,
      write: true,
      steps: [
        post(productsApi.accessRequests, {
          name: 'Load Test',
          email: '{{marker}}',
          interestLevel: 'high',
          productPage: 'equinelink',
        }),
      ],
    },
    {
      kind: 'survey',
      weight: 2,
      write: true,
      steps: [
        { method: 'POST', path: surveyApi.start, headers: json },
        post(surveyApi.submit, { sessionId: '{{sessionId}}', sections: surveyAnswers }),
      ],
    },
  ];
}

/** What the load run leaves for the restore drill. */
interface BackupTaken {
  file: string;
  startedAt: number;
  /** Rows just before and just after the backup: it holds a snapshot between the two. */
  countsBefore: Record<string, number>;
  countsAfter: Record<string, number>;
  acknowledged: LoadReport['acknowledged'];
  vignettes: VignetteListResponse;
  slugs: string[];
}
let backup: BackupTaken | undefined;

test('60 s of mixed traffic through the gateway at >= 200 req/s, backed up meanwhile: no error, every acknowledged write stored, pages from the cache', async () => {
  const siteUrl = cluster?.url ?? '';
  const vignettes = (await (
    await fetch(new URL(marketingApi.vignettes.list, siteUrl))
  ).json()) as VignetteListResponse;
  const slugs = vignettes.items.slice(0, 2).map((item) => item.slug);
  expect(slugs.length).toBeGreaterThan(0);
  const actions = loadActions(slugs);
  // Every page rendered once before the load: the first render of each is not what is measured.
  const pagePaths = actions.find((action) => action.kind === 'page')?.steps[0]?.paths ?? [];
  for (const path of pagePaths) await renderedText(siteUrl, path);

  const loadStartedAt = Date.now();
  const loading = runMixedLoad({
    url: siteUrl,
    requestsPerSecond: targetRate,
    durationSeconds: loadSeconds,
    warmUpSeconds,
    readers: 100,
    readBlock: 63,
    writeBlock: 64,
    // Below the services' 10 public writes a minute per address.
    writesPerAddress: 8,
    markerPrefix: `load-${loadStartedAt.toString(36)}`,
    actions,
  });
  // Backed up under load, as an operator would: `npm run db:backup` against the live database.
  await sleep(backupAfterMs);
  const file = join(dataDir, 'gbc.dump');
  const countsBefore = await rowCounts(adminUrl);
  const backupStartedAt = Date.now();
  await backupCli('backup', file, adminUrl);
  const backupEndedAt = Date.now();
  const countsAfter = await rowCounts(adminUrl);
  const report = await loading;
  backup = {
    file,
    startedAt: backupStartedAt,
    countsBefore,
    countsAfter,
    acknowledged: report.acknowledged,
    vignettes,
    slugs,
  };
  const missing = await missingWrites(adminUrl, report.acknowledged);

  const ratio = cacheHitRatio(report.pageSources.warm);
  const writesByKind = report.acknowledged.reduce<Record<string, number>>((counts, { kind }) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    return counts;
  }, {});
  console.info(
    `load: ${report.requests} requests in ${report.elapsedSeconds.toFixed(1)} s = ${report.requestsPerSecond.toFixed(0)} req/s ` +
      `(target ${targetRate}), p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, max ${report.maxMs} ms; ` +
      `${report.errors} errors; statuses ${JSON.stringify(report.statuses)}; ` +
      `${report.acknowledged.length} acknowledged writes ${JSON.stringify(writesByKind)} from ${report.writeAddresses} addresses, ` +
      `${missing.length} missing; page cache hit ratio after warm-up ${ratio.toFixed(3)} ` +
      `${JSON.stringify(report.pageSources.warm)}; backup took ${backupEndedAt - backupStartedAt} ms, ` +
      `started ${backupStartedAt - loadStartedAt} ms into the load; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );

  expect({ errors: report.errors, samples: report.errorSamples }).toEqual({ errors: 0, samples: [] });
  expect(report.requestsPerSecond).toBeGreaterThanOrEqual(requiredRate);
  expect(Number.isFinite(report.p99Ms)).toBe(true);
  for (const kind of Object.keys(storedMarkers)) expect(writesByKind[kind]).toBeGreaterThan(0);
  expect(missing).toEqual([]);
  expect(ratio).toBeGreaterThanOrEqual(requiredCacheHitRatio);
  // The backup ran under load: writes were acknowledged before it began and after it ended.
  expect(report.acknowledged.some((write) => write.at < backupStartedAt)).toBe(true);
  expect(report.acknowledged.some((write) => write.at > backupEndedAt)).toBe(true);
});

test('restore drill: the backup taken under load restores into a fresh database, and a site on it serves the same content', async () => {
  if (!backup) throw new Error('The load run took no backup');
  const taken = backup;
  // A fresh server, the backup restored with the operator's command, a whole site started on it.
  const restoredUrl = await restoreServer.createDatabase('gbc');
  await backupCli('restore', taken.file, restoredUrl);
  restoredSite = await startSiteProcess({ DATABASE_URL: restoredUrl });

  const restoredCounts = await rowCounts(restoredUrl);
  const outsideBracket = Object.entries(restoredCounts).filter(
    ([table, rows]) =>
      rows < (taken.countsBefore[table] ?? Number.POSITIVE_INFINITY) ||
      rows > (taken.countsAfter[table] ?? Number.NEGATIVE_INFINITY),
  );
  const acknowledgedBefore = taken.acknowledged.filter((write) => write.at < taken.startedAt);
  const lost = await missingWrites(restoredUrl, acknowledgedBefore);
  console.info(
    `restore drill: restored rows ${JSON.stringify(restoredCounts)} (just before the backup ` +
      `${JSON.stringify(taken.countsBefore)}, just after ${JSON.stringify(taken.countsAfter)}); ` +
      `${acknowledgedBefore.length - lost.length} of ${acknowledgedBefore.length} writes acknowledged before the backup restored`,
  );
  expect(outsideBracket).toEqual([]);
  expect(acknowledgedBefore.length).toBeGreaterThan(0);
  expect(lost).toEqual([]);

  // The same content, served: the vignette list, and server-rendered pages of several domains.
  const siteUrl = cluster?.url ?? '';
  const restoredList = await (await fetch(new URL(marketingApi.vignettes.list, restoredSite.url))).json();
  expect(restoredList).toEqual(taken.vignettes);
  for (const path of [
    pathTo('/vignettes'),
    pathTo('/vignettes/:slug', { slug: taken.slugs[0] ?? '' }),
    pathTo('/programs'),
  ]) {
    const [live, restored] = await Promise.all([
      renderedText(siteUrl, path),
      renderedText(restoredSite.url, path),
    ]);
    expect(restored.length).toBeGreaterThan(0);
    expect([path, restored]).toEqual([path, live]);
  }
});
