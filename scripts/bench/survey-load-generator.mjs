// The survey bench's load generator, a child process like load-generator.mjs. It acts as many
// participants: first it opens `submits` responses, untimed, from setup addresses (127.<run>.x.y, at
// most 25 per address, within the survey's 30 new responses a minute), then `connections` clients,
// each an undici client bound to its own address (127.0.0.2 upwards), submit one complete survey per
// response as fast as answers come. A 429 is counted apart, as a failure.
// Input: one JSON argument { url, connections, submits, answers, paths: { start, submit } }; output: JSON.
import { randomInt } from 'node:crypto';
import { Client } from 'undici';

const { url, connections, submits, answers, paths } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
// Bound to IPv4 source addresses, so the target must be reached over IPv4 too.
if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
const json = { 'content-type': 'application/json' };

async function post(client, path, body) {
  const { statusCode, body: answer } = await client.request({
    path,
    method: 'POST',
    // No body, no content type: Fastify refuses an empty JSON body, as a browser never sends one.
    ...(body === undefined ? {} : { headers: json, body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { statusCode, json: statusCode < 300 && text ? JSON.parse(text) : undefined };
}

// Setup: a second octet of this run's own, so runs in the same minute do not share budgets.
const runOctet = randomInt(1, 255);
const perAddress = 25;
const sessions = [];
const setupClients = Math.ceil(submits / perAddress);
// A few setup addresses at a time: opening responses is not what is measured, and a burst of them
// would only queue on the database pool.
const setupConcurrency = 10;
let nextSetup = 0;
async function openResponses() {
  for (let index = nextSetup++; index < setupClients; index = nextSetup++) {
    const client = new Client(target.origin, {
      connect: { localAddress: `127.${runOctet}.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    });
    for (let n = 0; n < perAddress && index * perAddress + n < submits; n += 1) {
      const opened = await post(client, paths.start);
      if (opened.statusCode !== 201) throw new Error(`opening a response answered ${opened.statusCode}`);
      sessions.push(opened.json);
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
  // 127.0.0.1 is the site's own hops (gateway to service); participants come from 127.0.0.2 upwards.
  const client = new Client(target.origin, { connect: { localAddress: `127.0.0.${2 + index}` } });
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
