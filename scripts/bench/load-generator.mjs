// The bench's load generator, run as a child process so it never shares an event loop with the server
// it measures. It acts as many clients: each connection is its own undici client bound to its own
// 127.0.0.x source address, so per-client rate limits apply as they would to real visitors, and a 429
// counts as a failure. Input: one JSON argument { url, connections, durationSeconds }; output: JSON.
import { Client } from 'undici';

const { url, connections, durationSeconds } = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(url);
// Bound to IPv4 source addresses, so the target must be reached over IPv4 too.
if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
const path = `${target.pathname}${target.search}`;
const deadline = performance.now() + durationSeconds * 1000;
const latencies = [];
let ok = 0;
let non2xx = 0;
let errors = 0;

async function runClient(index) {
  // 127.0.0.1 is the site's own hops (gateway to service); visitors come from 127.0.0.10 upwards.
  const client = new Client(target.origin, { localAddress: `127.0.0.${10 + index}` });
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const { statusCode, body } = await client.request({ path, method: 'GET' });
      await body.dump();
      if (statusCode >= 200 && statusCode < 300) ok += 1;
      else non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  }
  await client.close();
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, (_, index) => runClient(index)));
const elapsedSeconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN;
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: ok / elapsedSeconds,
    p99Ms: Math.round(p99 * 10) / 10,
    ok,
    non2xx,
    errors,
  }),
);
