import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketingApi } from '@gbc/contracts/marketing';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startScript =
  "const { startSiteFromEnv } = await import('./deploy/src/standalone.ts'); await startSiteFromEnv();";

interface Site {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<number | null>;
}

/** Waits until the child has printed a line matching `pattern`; returns the match. */
function waitForOutput(
  site: Omit<Site, 'url'>,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = site.output.join('').match(pattern);
      if (!match) return false;
      clearTimeout(timer);
      site.child.stdout?.off('data', check);
      site.child.stderr?.off('data', check);
      resolve(match);
      return true;
    };
    const timer = setTimeout(
      () => reject(new Error(`No ${pattern} within ${timeoutMs} ms. Output:\n${site.output.join('')}`)),
      timeoutMs,
    );
    if (check()) return;
    // Listeners run after the collecting ones registered in startStandalone, so the output is complete.
    site.child.stdout?.on('data', check);
    site.child.stderr?.on('data', check);
  });
}

/** `npm start`'s server (without the front-end build step) in a child process. */
async function startStandalone(dataDir: string): Promise<Site & { startMs: number }> {
  const started = performance.now();
  const { DATABASE_URL: _ignored, SMTP_URL: _noSmtp, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', startScript], {
    cwd: repoRoot,
    env: { ...env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const [, url] = await waitForOutput({ child, output, exited }, /running at (http:\/\/\S+)/, 120_000);
  return { child, url: url as string, output, exited, startMs: performance.now() - started };
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gbc-standalone-'));
  // As root the database runs as the postgres user, which must be able to reach its directory.
  await chmod(dataDir, 0o755);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('SIGTERM lets a request in flight finish, stops the database and exits 0; the next start is clean', async () => {
  const site = await startStandalone(dataDir);
  const postmasterPid = Number.parseInt(await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);
  const body = JSON.stringify({ email: 'drain@example.org', sourcePage: '/' });

  // Expect: 100-continue makes the server confirm it has the request before the body is sent, so the
  // signal certainly arrives while the request is in flight.
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      `${site.url.replace('localhost', '127.0.0.1')}${marketingApi.newsletter.subscribe}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
    );
    outgoing.on('continue', async () => {
      site.child.kill('SIGTERM');
      try {
        await waitForOutput(site, /shutting down/, 10_000);
        outgoing.end(body);
      } catch (error) {
        reject(error);
      }
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });

  const response = await answer;
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
  expect(JSON.parse(response.body)).toEqual(expect.any(Object));
  expect(await site.exited).toBe(0);
  expect(site.output.join('')).toMatch(/shutting down[\s\S]*stopped/);
  // The stop itself is clean (a slow start on a busy machine may have warned before it).
  const stopping = site.output.join('').split('shutting down')[1] ?? '';
  expect(stopping).not.toMatch(/connection lost|shutdown failed|overran|unexpectedly/);
  expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
  expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  expect(() => process.kill(postmasterPid, 0)).toThrow();

  const again = await startStandalone(dataDir);
  try {
    expect(again.output.join('')).not.toMatch(/left running/);
    // Without SMTP_URL the site's mail goes to the catcher, whose inbox address it prints.
    await waitForOutput(again, /read it at http:\/\/127\.0\.0\.1:\d+/, 5000);
    expect(again.startMs).toBeLessThan(30_000);
  } finally {
    again.child.kill('SIGTERM');
    // With the output, so a failed stop says what it was doing.
    expect({ exitCode: await again.exited, output: again.output.join('') }).toMatchObject({ exitCode: 0 });
  }
}, 180_000);
