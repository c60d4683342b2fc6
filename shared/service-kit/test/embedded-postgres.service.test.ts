import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from '../src/index.js';

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
