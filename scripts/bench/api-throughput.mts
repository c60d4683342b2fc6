// Read API throughput for `npm run bench`: the load generator (load-generator.mjs) runs in a child
// process, so it never competes with the server it measures for the same event loop, and acts as
// many clients, each from its own 127.0.0.x address, with the services' rate limits on.
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { marketingApi } from '@gbc/contracts/marketing';
import { withSearch } from '@gbc/site-map';
import Fastify from 'fastify';
import { Pool } from 'undici';
import {
  type ApiRound,
  type ApiSummary,
  apiBudgets,
  summarizeApiRounds,
  type ThroughputFigures,
} from '../lib/bench-budgets.js';

const runFile = promisify(execFile);
const loadGenerator = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

/** The load: 50 connections (50 clients). */
export const benchConnections = 50;

export interface ApiBenchSettings {
  durationSeconds: number;
  /** Alternating rounds of direct, reference and gateway; the gate takes the median paired ratio. */
  rounds: number;
}

export function apiBenchSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiBenchSettings {
  return {
    durationSeconds: Number(env.BENCH_SECONDS ?? 5),
    rounds: Math.max(1, Number(env.BENCH_API_ROUNDS ?? 5)),
  };
}

interface LoadResult extends ThroughputFigures {
  non2xx: number;
  errors: number;
}

async function load(label: string, url: string, durationSeconds: number): Promise<ThroughputFigures> {
  const { stdout } = await runFile(
    process.execPath,
    [loadGenerator, JSON.stringify({ url, connections: benchConnections, durationSeconds })],
    { maxBuffer: 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as LoadResult;
  // A 429 is a failure too: 50 clients reading a list must never be rate limited.
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requestsPerSecond, p99Ms: result.p99Ms };
}

/** Request headers that belong to one connection, not to the request. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);
const withoutHopByHop = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name))) as Record<
    string,
    string | string[]
  >;

/**
 * The reference: the least a proxy in front of the service host can do (node:http, an undici pool,
 * the client's address passed on so the service's per-client limits still hold), in this process as
 * the gateway is in `npm start`'s.
 */
async function startReferenceProxy(apiUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new Pool(new URL(apiUrl).origin);
  const server: Server = createServer((req, res) => {
    pool
      .request({
        method: 'GET',
        path: req.url ?? '/',
        headers: { ...withoutHopByHop(req.headers), 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      })
      .then(
        (answer) => {
          res.writeHead(answer.statusCode, withoutHopByHop(answer.headers as IncomingHttpHeaders));
          answer.body.pipe(res);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}

export interface ApiBenchTargets {
  /** The service host (its own port, as in the cluster topology). */
  apiUrl: string;
  /** The gateway in front of it. */
  siteUrl: string;
}

export interface ApiBenchResult {
  bare: ThroughputFigures;
  rounds: ApiRound[];
  summary: ApiSummary;
}

/**
 * A bare Fastify route (the service host's ceiling), then `rounds` rounds of the vignette list API on
 * the service host, through the reference pass-through and through the gateway, one after the other.
 */
export async function measureApiThroughput(
  targets: ApiBenchTargets,
  settings: ApiBenchSettings = apiBenchSettingsFromEnv(),
): Promise<ApiBenchResult> {
  const listPath = withSearch(marketingApi.vignettes.list, { fields: 'compact', limit: 6 });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const reference = await startReferenceProxy(targets.apiUrl);
  try {
    const urls = {
      direct: new URL(listPath, targets.apiUrl).href,
      reference: new URL(listPath, reference.url).href,
      gateway: new URL(listPath, targets.siteUrl).href,
    };
    // Warm-up: JIT, pools and caches, so the first measured round is not the slowest.
    for (const [label, url] of Object.entries(urls)) await load(label, url, 1);
    const bareFigures = await load('bare Fastify route', `${bareUrl}/bare`, settings.durationSeconds);
    const rounds: ApiRound[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      rounds.push({
        direct: await load('list API, service host', urls.direct, settings.durationSeconds),
        reference: await load('list API, reference proxy', urls.reference, settings.durationSeconds),
        gateway: await load('list API, gateway', urls.gateway, settings.durationSeconds),
      });
    }
    return { bare: bareFigures, rounds, summary: summarizeApiRounds(rounds, bareFigures) };
  } finally {
    await reference.close();
    await bare.close();
  }
}

const figures = (t: ThroughputFigures) =>
  `${t.requestsPerSecond.toFixed(0).padStart(6)} req/s p99 ${t.p99Ms} ms`;

export function printApiThroughput(result: ApiBenchResult, settings: ApiBenchSettings): void {
  console.info(
    `\nList API throughput (${benchConnections} clients from their own addresses, rate limits on, ` +
      `${settings.durationSeconds} s per run, ${settings.rounds} alternating rounds, loopback):`,
  );
  console.info(`  bare Fastify route: ${figures(result.bare)}`);
  result.rounds.forEach((round, index) => {
    console.info(
      `  round ${index + 1}: direct ${figures(round.direct)} | reference ${figures(round.reference)} | gateway ${figures(round.gateway)}`,
    );
  });
  const { summary } = result;
  console.info(
    `  gateway / reference (median paired): ${summary.gatewayToReference.toFixed(2)} (target >= ${apiBudgets.gatewayToReference})`,
  );
  console.info(
    `  gateway / direct: ${summary.gatewayToDirect.toFixed(2)}; reference / direct: ${summary.referenceToDirect.toFixed(2)}`,
  );
  console.info(
    `  gateway p99 (median): ${summary.gatewayP99Ms.toFixed(1)} ms (target <= ${apiBudgets.gatewayP99Ms} ms)`,
  );
  console.info(
    `  service host / bare Fastify: ${summary.hostToBare.toFixed(2)} (target >= ${apiBudgets.hostToBare})`,
  );
}
