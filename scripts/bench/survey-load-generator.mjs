// The survey bench's load generator, a child process like load-generator.mjs. It acts as many
// participants, each from a loopback address of its own that no other client of the run uses: first it
// opens `submits` responses, untimed, at most `opensPerAddress` from each opening address (within the
// survey's 30 new responses a minute per address), then `connections` participants, each an undici
// client bound to its own address, submit one complete survey per response as fast as answers come.
// A 429 is counted apart, as a failure.
// Addresses: 127.<octet>.0.1 upwards for the participants, 127.<octet>.1.1 upwards for opening, where the
// caller gives each run its own second octet, so no address is reused within a minute across runs.
// (undici's Client binds with its own `localAddress` option; one inside `connect` is silently ignored.)
// Input: one JSON argument { url, connections, submits, octet, answers, paths: { start, submit } };
// output: JSON.
import { Client } from 'undici';

const { url, connections, submits, octet, answers, paths } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
// Bound to IPv4 source addresses, so the target must be reached over IPv4 too.
if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
const json = { 'content-type': 'application/json' };
const hostsPerBlock = 250;
/** The run's n-th address in its block of 127.<octet>.<block>.x (x from 1), never 127.0.0.1, the site's own. */
const address = (block, n) =>
  `127.${octet}.${block + Math.floor(n / hostsPerBlock)}.${(n % hostsPerBlock) + 1}`;
if (!(Number.isInteger(octet) && octet >= 1 && octet <= 255)) throw new Error(`octet ${octet} is not 1-255`);
if (connections > hostsPerBlock) throw new Error(`at most ${hostsPerBlock} connections`);

async function post(client, path, body) {
  const {
    statusCode,
    headers,
    body: answer,
  } = await client.request({
    path,
    method: 'POST',
    // No body, no content type: Fastify refuses an empty JSON body, as a browser never sends one.
    ...(body === undefined ? {} : { headers: json, body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return {
    statusCode,
    retryAfterSeconds: Number(headers['retry-after'] ?? 1),
    json: statusCode < 300 && text ? JSON.parse(text) : undefined,
  };
}

/** Tries a 503 (the database busy, e.g. its pool still connecting) a few times as a browser would. */
const openAttempts = 5;

async function open(client) {
  for (let attempt = 1; ; attempt += 1) {
    const opened = await post(client, paths.start);
    if (opened.statusCode === 201) return opened.json;
    if (opened.statusCode !== 503 || attempt === openAttempts) {
      throw new Error(`opening a response answered ${opened.statusCode}`);
    }
    await new Promise((resolve) => setTimeout(resolve, opened.retryAfterSeconds * 1000));
  }
}

// A third of the survey's 30 new responses a minute per address: within the limit, retries included.
const opensPerAddress = 10;
const sessions = [];
const openingAddresses = Math.ceil(submits / opensPerAddress);
// A few opening addresses at a time: opening responses is not what is measured, and a burst of them
// would only queue on the database pool.
const setupConcurrency = 10;
let nextSetup = 0;
async function openResponses() {
  for (let index = nextSetup++; index < openingAddresses; index = nextSetup++) {
    const client = new Client(target.origin, { localAddress: address(1, index) });
    for (let n = 0; n < opensPerAddress && index * opensPerAddress + n < submits; n += 1) {
      sessions.push(await open(client));
    }
    await client.close();
  }
}
await Promise.all(Array.from({ length: setupConcurrency }, openResponses));

let next = 0;
const latencies = [];
const submitted = [];
let non2xx = 0;
let rateLimited = 0;
let errors = 0;

async function participant(index) {
  const client = new Client(target.origin, { localAddress: address(0, index) });
  for (let session = sessions[next++]; session; session = sessions[next++]) {
    const started = performance.now();
    try {
      const { statusCode } = await post(client, paths.submit, {
        sessionId: session.sessionId,
        sections: answers,
      });
      if (statusCode >= 200 && statusCode < 300) submitted.push(session.responseId);
      else if (statusCode === 429) rateLimited += 1;
      else non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  }
  await client.close();
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, (_, index) => participant(index)));
const elapsedSeconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
process.stdout.write(
  JSON.stringify({
    submitsPerSecond: submitted.length / elapsedSeconds,
    p99Ms: Math.round(p99 * 10) / 10,
    ok: submitted.length,
    non2xx,
    rateLimited,
    errors,
    responseIds: submitted,
  }),
);
