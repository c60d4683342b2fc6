import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from '../src/embedded-postgres.js';

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid as number;
}

async function databaseExists(connectionString: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gbc-embedded-'));
  // As root the server runs as the postgres user, which must be able to reach the data directory.
  await chmod(workDir, 0o755);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

test('initialises once, refuses a second user, and restarts on the same data after a killed run', async () => {
  const dataDir = join(workDir, 'pg');
  const first = await startEmbeddedPostgres({ dataDir, durable: false });
  try {
    const url = await first.createDatabase('kept');
    expect(await first.createDatabase('kept')).toBe(url);
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toBeInstanceOf(EmbeddedPostgresInUseError);
  } finally {
    await first.stop();
  }

  // What a killed run leaves behind: a lock and a postmaster.pid naming processes that are gone.
  await writeFile(`${dataDir}.lock`, String(deadPid()));
  await writeFile(join(dataDir, 'postmaster.pid'), `${deadPid()}\n${dataDir}\n`);

  const second = await startEmbeddedPostgres({ dataDir, durable: false });
  try {
    expect(second.port).toBe(first.port);
    expect(await databaseExists(second.connectionString(), 'kept')).toBe(true);
  } finally {
    await second.stop();
  }
}, 60_000);

async function postmasterPid(dataDir: string): Promise<number> {
  return Number.parseInt(await readFile(join(dataDir, 'postmaster.pid'), 'utf8'), 10);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it holds; fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    if (await check()) return;
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

async function answers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test('restarts a server killed with SIGKILL, on the same data, and leaves nothing behind when stopped', async () => {
  const dataDir = join(workDir, 'supervised');
  const messages: string[] = [];
  const server = await startEmbeddedPostgres({ dataDir, durable: false, onLog: (m) => messages.push(m) });
  let restartedPid = 0;
  try {
    const url = await server.createDatabase('kept');
    const killedPid = await postmasterPid(dataDir);
    process.kill(killedPid, 'SIGKILL');
    await eventually(() => messages.some((m) => m.includes('PostgreSQL is back')), 20_000);
    expect(await answers(url)).toBe(true);
    restartedPid = await postmasterPid(dataDir);
    expect(restartedPid).not.toBe(killedPid);
    expect(messages.join('')).toMatch(
      /exited unexpectedly \(SIGKILL\)[\s\S]*Restarting PostgreSQL \(attempt 1 of 5\)/,
    );
  } finally {
    await server.stop();
  }
  expect(isRunning(restartedPid)).toBe(false);
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
}, 60_000);

test('gives up after maxRestarts and says so', async () => {
  const dataDir = join(workDir, 'unsupervised');
  const messages: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir,
    durable: false,
    maxRestarts: 0,
    onLog: (m) => messages.push(m),
  });
  try {
    process.kill(await postmasterPid(dataDir), 'SIGKILL');
    await eventually(() => messages.some((m) => m.includes('giving up')), 10_000);
    expect(await answers(server.connectionString())).toBe(false);
  } finally {
    await server.stop();
  }
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
}, 60_000);
