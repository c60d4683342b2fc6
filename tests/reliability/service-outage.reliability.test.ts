import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBodySchema, errorCodes } from '@gbc/contracts';
import { marketingApi } from '@gbc/contracts/marketing';
import { ratpakApi } from '@gbc/contracts/ratpak';
import { request } from 'undici';
import { ClientAddresses } from './support/client-addresses.js';
import { type ClusterProcess, startClusterProcess } from './support/cluster-process.js';
import { repoRoot } from './support/site-process.js';

/**
 * A service killed mid-load, in the cluster shape (`npm run start:cluster`: every service its own
 * process behind the gateway). While other domains' pages and APIs are read by many clients, the ratpak
 * service is first hung (SIGSTOP: the gateway answers its API 504 once its service timeout passes),
 * then killed (SIGKILL: 503 with Retry-After), both with the standard error body; the other domains keep
 * answering throughout, and ratpak's API answers again once its process is continued or started again
 * (as a supervisor would restart it: the same command and environment).
 */

const victim = 'ratpak';
const victimEntry = `services/${victim}/src/server.ts`;
/** The gateway's wait for a service's answer, shortened so a hung service is told within seconds. */
const serviceTimeoutMs = 3_000;
/** How long each fault lasts under load. */
const faultMs = 8_000;
/** How soon the victim's API must answer again once its process is back and ready. */
const comebackBudgetMs = 5_000;
const readers = 12;

let cluster: ClusterProcess | undefined;
let restarted: ChildProcess | undefined;
let url: string;

/** The live processes of process group `pgid` whose command line contains `text`. */
function groupProcessesRunning(pgid: number, text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const [state, , group] = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop() ?? '').split(
          ' ',
        );
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return state !== 'Z' && Number(group) === pgid && command.some((part) => part.endsWith(text));
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  cluster = await startClusterProcess({ SERVICE_TIMEOUT_MS: String(serviceTimeoutMs) });
  url = cluster.url;
}, 300_000);

afterAll(async () => {
  if (restarted?.pid && restarted.exitCode === null) {
    restarted.kill('SIGTERM');
    await new Promise((resolve) => restarted?.once('exit', resolve));
  }
  await cluster?.stop();
}, 60_000);

interface Reading {
  at: number;
  path: string;
  status: number;
}

/** Many clients reading other domains' pages and APIs until `stop()`; every answer is kept. */
function readOtherDomains(stop: () => boolean): { done: Promise<void>; readings: Reading[] } {
  const clients = new ClientAddresses(62);
  const paths = ['/', marketingApi.vignettes.list, '/programs'];
  const readings: Reading[] = [];
  const reader = async (index: number) => {
    for (let n = 0; !stop(); n += 1) {
      const path = paths[(index + n) % paths.length] ?? '/';
      const at = Date.now();
      const status = await request(`${url}${path}`, { dispatcher: clients.agentFor(index) }).then(
        async (response) => {
          await response.body.dump();
          return response.statusCode;
        },
        () => 0,
      );
      readings.push({ at, path, status });
      await sleep(100);
    }
  };
  const done = Promise.all(Array.from({ length: readers }, (_, index) => reader(index))).then(() =>
    clients.close(),
  );
  return { done, readings };
}

interface VictimAnswer {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
  ms: number;
}

async function askVictim(): Promise<VictimAnswer> {
  const started = Date.now();
  const response = await request(`${url}${ratpakApi.demo.slots}`, { headersTimeout: 60_000 });
  const text = await response.body.text();
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    body: text ? JSON.parse(text) : undefined,
    ms: Date.now() - started,
  };
}

/** Asks until the victim answers 200, for at most `limitMs`; resolves to how long that took. */
async function untilVictimAnswers(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await askVictim().catch(() => null))?.status === 200) return Date.now() - started;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

test('one service hung, then killed, mid-load: 504 then 503 for its API only, the rest keeps working, and it comes back', async () => {
  const launcherPid = cluster?.pid ?? 0;
  const [victimPid] = groupProcessesRunning(launcherPid, victimEntry);
  if (!victimPid) throw new Error(`No ${victim} process in the cluster`);
  expect((await askVictim()).status).toBe(200);

  let stopped = false;
  const load = readOtherDomains(() => stopped);
  await sleep(1_000);

  // Hung: the process holds its connections but answers nothing.
  const hungAt = Date.now();
  process.kill(victimPid, 'SIGSTOP');
  const hung = await askVictim();
  await sleep(Math.max(0, faultMs - (Date.now() - hungAt)));
  process.kill(victimPid, 'SIGCONT');
  const afterHang = await untilVictimAnswers(30_000);

  // Killed: nothing listens on its port until a supervisor starts it again, with the same command.
  const command = (await readFile(`/proc/${victimPid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  const environment = Object.fromEntries(
    (await readFile(`/proc/${victimPid}/environ`, 'utf8'))
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  process.kill(victimPid, 'SIGKILL');
  await sleep(500);
  const killed = await askVictim();
  await sleep(faultMs);
  restarted = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: repoRoot,
    env: environment,
    stdio: 'ignore',
  });
  const afterRestart = await untilVictimAnswers(120_000);
  stopped = true;
  await load.done;

  const failures = load.readings.filter((reading) => reading.status !== 200);
  console.info(
    `service outage: ${load.readings.length} reads of other domains (${failures.length} failed); ` +
      `hung ${victim}: ${hung.status} after ${hung.ms} ms, back ${afterHang} ms after SIGCONT; ` +
      `killed ${victim}: ${killed.status} in ${killed.ms} ms, back ${afterRestart} ms after its restart began`,
  );

  expect(hung.status).toBe(504);
  expect(errorBodySchema.safeParse(hung.body).success).toBe(true);
  expect(hung.ms).toBeLessThan(serviceTimeoutMs + 2_000);
  expect(killed.status).toBe(503);
  expect(killed.retryAfter).toMatch(/^\d+$/);
  expect(killed.body).toMatchObject({ error: { code: errorCodes.unavailable } });
  expect(errorBodySchema.safeParse(killed.body).success).toBe(true);
  expect(afterHang).toBeLessThanOrEqual(comebackBudgetMs);
  // A fresh process migrates nothing (the cluster did), but tsx compiles it again on two busy cores.
  expect(afterRestart).toBeLessThan(120_000);
  expect(load.readings.length).toBeGreaterThan(readers * 10);
  expect(failures).toEqual([]);
});
