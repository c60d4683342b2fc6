// The load run's generator, a child process of the test so that it never shares an event loop with the
// test or the site. Open loop: actions start on a fixed schedule (`requestsPerSecond` spread over the
// actions' weights), whether or not earlier ones have been answered, and each latency counts from the
// moment its request was due, so a site falling behind shows in the figures instead of slowing the load.
// Many clients: reads go round-robin over `readers` addresses of 127.<readBlock>.x.y, and every write
// action over addresses of 127.<writeBlock>.x.y, each address taking at most `writesPerAddress` of them
// (the services' per-address write limits stay on; a 429 is an error like any other 4xx or 5xx).
// (undici's Client binds with its own `localAddress` option; one inside `connect` is silently ignored.)
//
// Input: one JSON argument, see `LoadPlan` in mixed-load.ts. An action is one or more steps: requests
// sent one after the other on one client. In a step's path and body, `{{marker}}` becomes the action's
// unique marker and `{{name}}` a field of the previous step's JSON answer. Every write step carries an
// Idempotency-Key of its own.
// Output: JSON on stdout, see `LoadReport` in mixed-load.ts.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Client } from 'undici';

const plan = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(plan.url);
// Bound to IPv4 source addresses, so the target must be reached over IPv4 too.
if (target.hostname === 'localhost') target.hostname = '127.0.0.1';

const hostsPerBlock = 250;
/** The n-th address of a block: 127.<block>.1.1 upwards (127.0.x.x and 127.1.x.x are the site's own). */
const addressOf = (block, n) =>
  `127.${block}.${Math.floor(n / hostsPerBlock) + 1}.${(n % hostsPerBlock) + 1}`;

const totalWeight = plan.actions.reduce((sum, action) => sum + action.weight, 0);
const requestsPerAction =
  plan.actions.reduce((sum, action) => sum + action.weight * action.steps.length, 0) / totalWeight;
const intervalMs = 1000 / (plan.requestsPerSecond / requestsPerAction);
const durationMs = plan.durationSeconds * 1000;

/** Smooth weighted round-robin: every action in proportion to its weight, evenly interleaved. */
const credit = plan.actions.map(() => 0);
function nextAction() {
  let best = 0;
  plan.actions.forEach((action, index) => {
    credit[index] += action.weight;
    if (credit[index] > credit[best]) best = index;
  });
  credit[best] -= totalWeight;
  return plan.actions[best];
}
const schedule = Array.from({ length: Math.ceil(durationMs / intervalMs) }, nextAction);

const readClients = Array.from(
  { length: plan.readers },
  (_, n) => new Client(target.origin, { localAddress: addressOf(plan.readBlock, n) }),
);
// Consecutive writes go to different addresses, so none waits behind another on one connection.
const writeClients = Array.from(
  { length: Math.ceil(schedule.filter((action) => action.write).length / plan.writesPerAddress) },
  (_, n) => new Client(target.origin, { localAddress: addressOf(plan.writeBlock, n) }),
);
let reads = 0;
let writes = 0;
const clientFor = (action) =>
  action.write ? writeClients[writes++ % writeClients.length] : readClients[reads++ % readClients.length];
const pathTurns = new Map();

const fill = (template, marker, previous) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (name === 'marker') return marker;
    const value = previous?.[name];
    if (typeof value !== 'string') throw new Error(`no ${name} in the previous answer`);
    return value;
  });

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
/** The answer's text, decompressed as its Content-Encoding says. */
const decoded = (raw, encoding) => (decoders[encoding]?.(raw) ?? raw).toString('utf8');

const latencies = [];
const statuses = {};
const errorSamples = [];
let errors = 0;
let requests = 0;
const acknowledged = [];
const pageSources = { warm: {}, all: {} };

function count(kind, status) {
  statuses[kind] ??= {};
  statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
}

function fail(kind, path, detail) {
  errors += 1;
  if (errorSamples.length < 20) errorSamples.push({ kind, path, detail });
}

async function run(action, n, dueAt, startedAt) {
  const client = clientFor(action);
  const turn = pathTurns.get(action) ?? 0;
  pathTurns.set(action, turn + 1);
  const marker = `${plan.markerPrefix}-${n}@example.org`;
  let previous;
  let due = dueAt;
  for (const step of action.steps) {
    const paths = step.paths ?? [step.path];
    const path = fill(paths[turn % paths.length], marker, previous);
    const headers = { ...(step.headers ?? {}) };
    if (action.write) headers['idempotency-key'] = randomUUID();
    if (step.body !== undefined) headers['content-type'] = 'application/json';
    let answer;
    let raw;
    try {
      answer = await client.request({
        method: step.method ?? 'GET',
        path,
        headers,
        body: step.body === undefined ? undefined : fill(step.body, marker, previous),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      raw = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      answer = undefined;
      fail(action.kind, path, String(error?.code ?? error));
    } finally {
      requests += 1;
      latencies.push(performance.now() - due);
      count(action.kind, answer?.statusCode ?? 'error');
    }
    if (!answer) return;
    const text = () => decoded(raw, answer.headers['content-encoding']);
    if (answer.statusCode >= 400) {
      fail(action.kind, path, `${answer.statusCode} ${text().slice(0, 300)}`);
      return;
    }
    if (action.kind === 'page') {
      const source = /desc="(\w+)"/.exec(String(answer.headers['server-timing'] ?? ''))?.[1] ?? 'none';
      pageSources.all[source] = (pageSources.all[source] ?? 0) + 1;
      if (dueAt - startedAt >= plan.warmUpSeconds * 1000)
        pageSources.warm[source] = (pageSources.warm[source] ?? 0) + 1;
    }
    // Only a later step reads an answer: the rest are not decompressed, as a browser would not parse them.
    if (step !== action.steps.at(-1)) {
      try {
        previous = JSON.parse(text());
      } catch {
        fail(action.kind, path, `${answer.statusCode} answered no JSON`);
        return;
      }
    }
    // The next step is sent as soon as this one is answered.
    due = performance.now();
  }
  if (action.write) acknowledged.push({ kind: action.kind, marker, at: Date.now() });
}

const startedAt = performance.now();
const running = [];
for (const [n, action] of schedule.entries()) {
  const dueAt = startedAt + n * intervalMs;
  const wait = dueAt - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  running.push(run(action, n, dueAt, startedAt));
}
await Promise.all(running);
const elapsedSeconds = (performance.now() - startedAt) / 1000;
await Promise.all([...readClients, ...writeClients].map((client) => client.close()));

latencies.sort((a, b) => a - b);
const quantile = (q) =>
  Math.round(
    (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? Number.NaN) * 10,
  ) / 10;
process.stdout.write(
  JSON.stringify({
    requests,
    elapsedSeconds,
    requestsPerSecond: requests / elapsedSeconds,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    maxMs: quantile(1),
    statuses,
    errors,
    errorSamples,
    pageSources,
    writeAddresses: writeClients.length,
    acknowledged,
  }),
);
