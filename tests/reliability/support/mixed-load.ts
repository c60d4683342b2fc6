import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const runFile = promisify(execFile);
const generator = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

/** One request of an action; `paths` take turns from one run of the action to the next. */
export interface LoadStep {
  method?: 'GET' | 'POST';
  path?: string;
  paths?: readonly string[];
  headers?: Record<string, string>;
  /** JSON text; `{{marker}}` and `{{<field of the previous answer>}}` are filled in. */
  body?: string;
}

export interface LoadAction {
  kind: string;
  weight: number;
  /** Writes go out from the write addresses, each step with its own Idempotency-Key. */
  write: boolean;
  steps: readonly LoadStep[];
}

export interface LoadPlan {
  url: string;
  requestsPerSecond: number;
  durationSeconds: number;
  /** Page answers due in the first seconds are left out of `pageSources.warm`. */
  warmUpSeconds: number;
  /** Reads take turns over this many addresses of 127.<readBlock>.x.y. */
  readers: number;
  readBlock: number;
  /** Write actions go over 127.<writeBlock>.x.y, at most `writesPerAddress` from each. */
  writeBlock: number;
  writesPerAddress: number;
  /** Markers are `<markerPrefix>-<n>@example.org`. */
  markerPrefix: string;
  actions: readonly LoadAction[];
}

export interface LoadReport {
  requests: number;
  elapsedSeconds: number;
  requestsPerSecond: number;
  /** From the moment each request was due (open loop), in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by action kind and status (`error` for a request that got none). */
  statuses: Record<string, Record<string, number>>;
  /** Answers of 400 and above, and requests that got no answer. */
  errors: number;
  errorSamples: { kind: string; path: string; detail: string }[];
  /** Page answers by their Server-Timing `render` source (cache, server, browser), overall and after warm-up. */
  pageSources: { all: Record<string, number>; warm: Record<string, number> };
  writeAddresses: number;
  /** Every write action whose every step was answered 2xx, with when (epoch ms) the last was. */
  acknowledged: { kind: string; marker: string; at: number }[];
}

/** Runs the load generator in its own process and resolves to its report. */
export async function runMixedLoad(plan: LoadPlan): Promise<LoadReport> {
  const { stdout } = await runFile(process.execPath, [generator, JSON.stringify(plan)], {
    maxBuffer: 64 * 1024 * 1024,
    timeout: (plan.durationSeconds + 120) * 1000,
  });
  return JSON.parse(stdout) as LoadReport;
}

/** The share of `sources` that came from the cache. */
export function cacheHitRatio(sources: Record<string, number>): number {
  const total = Object.values(sources).reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : (sources.cache ?? 0) / total;
}
