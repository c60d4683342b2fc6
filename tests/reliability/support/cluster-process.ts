import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createDataDir } from './data-dir.js';
import { repoRoot } from './site-process.js';

const startScript =
  "const { startClusterFromEnv } = await import('./deploy/src/cluster.ts'); await startClusterFromEnv();";
/** Migrating every schema and compiling ten processes with tsx, on two busy cores. */
const startTimeoutMs = 240_000;
/** The launcher drains every process; one stuck past this is killed with the group. */
const stopTimeoutMs = 40_000;

export interface ClusterProcess {
  /** The gateway, where visitors come in. */
  url: string;
  /** The launcher's process id, which is also the process group of every process of the cluster. */
  pid: number;
  /** Everything the launcher and its processes printed so far. */
  output(): string;
  /** SIGTERM to the group (the launcher drains it all), SIGKILL past the budget; removes the data folder. */
  stop(): Promise<void>;
}

/**
 * `npm run start:cluster` in a child process: every service its own process on a free port, the
 * gateway, each remote on its own origin, in a fresh data folder. Its own process group, as a terminal
 * gives it, so that stopping the group stops all of it. Without `DATABASE_URL` in `env` the cluster
 * embeds its own PostgreSQL (never the machine's: the jest process's `DATABASE_URL` is not passed on).
 */
export async function startClusterProcess(env: NodeJS.ProcessEnv = {}): Promise<ClusterProcess> {
  const dataDir = await createDataDir('gbc-cluster-');
  const { DATABASE_URL: _admin, SMTP_URL: _smtp, NODE_OPTIONS: _jest, ...inherited } = process.env;
  const launcher: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', startScript],
    {
      cwd: repoRoot,
      detached: true,
      env: {
        ...inherited,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CLUSTER_FREE_PORTS: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: string[] = [];
  launcher.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  launcher.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const output = () => chunks.join('');
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const pid = launcher.pid ?? 0;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (launcher.exitCode === null && launcher.signalCode === null) {
        process.kill(-pid, 'SIGTERM');
        const killer = setTimeout(() => process.kill(-pid, 'SIGKILL'), stopTimeoutMs);
        await exited;
        clearTimeout(killer);
      }
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Not running after ${startTimeoutMs / 1000} s:\n${output()}`)),
        startTimeoutMs,
      );
      const check = () => {
        const match = output().match(/running at (http:\/\/\S+)/);
        if (!match?.[1]) return;
        clearTimeout(timer);
        launcher.stdout?.off('data', check);
        resolve(match[1]);
      };
      launcher.stdout?.on('data', check);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`The launcher exited:\n${output()}`));
      });
    });
    return { url, pid, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
