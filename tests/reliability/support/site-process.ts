import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createDataDir } from './data-dir.js';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const siteMain = fileURLToPath(new URL('./site-main.ts', import.meta.url));

/** What a started site prints once it serves. */
export interface SiteReady {
  /** The gateway, where visitors come in. */
  url: string;
  /** The API host every service is mounted on, behind the gateway. */
  apiUrl: string;
  /** Each service's schema name and its own login (`gbc_<schema>`), for checking what was stored. */
  schemas: Record<string, string>;
}

export interface SiteProcess extends SiteReady {
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, waits for the drain, removes the site's data folder; resolves to the exit code. */
  stop(): Promise<number | null>;
}

const readyLine = /^gbc-site (\{.*\})$/m;
/** Migrating nine schemas on a fresh embedded server, on two busy cores. */
const startTimeoutMs = 180_000;
const stopTimeoutMs = 30_000;

/**
 * Polls the gateway's `/readyz` until it answers 200 (the shell's server build loaded and the remotes'
 * warmed), as an orchestrator does before sending visitors: earlier pages would render in the browser.
 */
async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited before it was ready. Output:\n${output()}`);
    const response = await fetch(new URL('/readyz', url)).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The gateway was not ready within ${startTimeoutMs} ms. Output:\n${output()}`);
}

/**
 * Starts a whole site in a child process on free ports with its own embedded PostgreSQL in a fresh
 * data folder (never the machine's PostgreSQL). `env` adds to the environment, e.g.
 * `REMOTE_SURVEY_DIR` to point the gateway at another build of a remote, or `DATABASE_URL` for a
 * server the test owns instead of the embedded one.
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv = {}): Promise<SiteProcess> {
  const dataDir = await createDataDir('gbc-reliability-');
  const {
    DATABASE_URL: _machineDatabase,
    SMTP_URL: _smtp,
    NODE_OPTIONS: _jestOptions,
    ...inherited
  } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', siteMain], {
    cwd: repoRoot,
    env: { ...inherited, ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => chunks.join('');

  const ready = await new Promise<SiteReady>((resolve, reject) => {
    const check = () => {
      const match = output().match(readyLine);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(JSON.parse(match[1]) as SiteReady);
    };
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The site did not start within ${startTimeoutMs} ms. Output:\n${output()}`));
    }, startTimeoutMs);
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited (${code}) before serving. Output:\n${output()}`));
    });
  });

  await waitUntilReady(ready.url, child, output);

  let stopping: Promise<number | null> | undefined;
  return {
    ...ready,
    output,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        // Draining takes at most 10 s; a process whose event loop is stuck never gets there.
        const killer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        const code = await exited;
        clearTimeout(killer);
        await rm(dataDir, { recursive: true, force: true });
        return code;
      })();
      return stopping;
    },
  };
}
