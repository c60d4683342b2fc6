import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketingApi } from '@gbc/contracts/marketing';
import { remoteNames } from '@gbc/site-map';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startScript =
  "const { startClusterFromEnv } = await import('./deploy/src/cluster.ts'); await startClusterFromEnv();";

/** Every live process of the process group `pgid` (the launcher's), from procfs. */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Fields after the command name (which may hold spaces): state, ppid, pgrp.
        const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop() ?? '';
        const [state, , group] = afterName.split(' ');
        return state !== 'Z' && Number(group) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // An exited child the launcher no longer waits for is a zombie until init reaps it: not running.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()?.startsWith('Z');
  } catch {
    return false;
  }
}

let dataDir: string;
let launcher: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gbc-cluster-'));
  // As root the database runs as the postgres user, which must be able to reach its directory.
  await chmod(dataDir, 0o755);
});

afterAll(async () => {
  if (launcher?.pid && alive(launcher.pid)) process.kill(-launcher.pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

test('the cluster serves server-rendered pages and the APIs through its gateway, and SIGTERM to its process group stops every process', async () => {
  const { DATABASE_URL: _admin, SMTP_URL: _smtp, ...env } = process.env;
  // Its own process group, as a terminal or a container runtime gives it, so the test can signal the group.
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', startScript], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLUSTER_FREE_PORTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher = child;
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Not running after 240 s:\n${output.join('')}`)),
      240_000,
    );
    const check = () => {
      const match = output.join('').match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`The launcher exited:\n${output.join('')}`)));
  });

  // Each remote on an origin of its own, listed by /remotes.json.
  const remotes = (await (await fetch(`${url}/remotes.json`)).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual([...remoteNames].filter((name) => remotes[name]).sort());
  for (const manifest of Object.values(remotes))
    expect(new URL(manifest).origin).not.toBe(new URL(url).origin);

  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toMatch(/<div id="root"><[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
  const vignettes = await fetch(`${url}${marketingApi.vignettes.list}`);
  expect(vignettes.status).toBe(200);
  expect(((await vignettes.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);

  const group = processGroup(child.pid ?? 0);
  // The launcher, every service, the gateway (and tsx's compiler helpers).
  expect(group.length).toBeGreaterThanOrEqual(10);
  const postmaster = Number.parseInt(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'), 10);

  process.kill(-(child.pid ?? 0), 'SIGTERM');
  expect(await exited).toBe(0);
  expect(output.join('')).toMatch(/shutting down[\s\S]*stopped/);
  // Start-up on a busy machine may log connection timeouts that recover; the stop itself must be clean.
  expect(output.join('')).not.toMatch(/shutdown failed|overran|exited unexpectedly/);
  // A process that got SIGTERM with the group may still be finishing its exit when the launcher is done.
  const deadline = Date.now() + 10_000;
  while (group.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(group.filter(alive)).toEqual([]);
  expect(alive(postmaster)).toBe(false);
  expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
}, 300_000);
