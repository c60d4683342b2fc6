// The targets `npm run bench` gates on (issue 23, section 5), and the checks, kept apart from the
// measuring so they are tested on their own (scripts/test/bench-budgets.unit.test.ts).

/** First load as Chromium receives it: compressed script bytes on the wire, headers included, cold cache. */
export const firstLoadBudgets = { homeKb: 150, pageKb: 160, maxScripts: 6 } as const;

export interface FirstLoadFigures {
  path: string;
  /** Script bytes on the wire (response headers plus encoded body), in KB. */
  scriptKb: number;
  scriptRequests: number;
  /** First-load scripts that contain zod (`containsZod` of bench-pages); forms load it with their own chunk. */
  zodScripts?: readonly string[];
}

/** One line per page over its budget; empty when every page is within it. */
export function firstLoadFailures(loads: readonly FirstLoadFigures[], homePath = '/'): string[] {
  const failures: string[] = [];
  for (const load of loads) {
    const budgetKb = load.path === homePath ? firstLoadBudgets.homeKb : firstLoadBudgets.pageKb;
    if (load.scriptKb > budgetKb)
      failures.push(`${load.path}: ${load.scriptKb.toFixed(1)} KB of script (budget ${budgetKb} KB)`);
    if (load.scriptRequests > firstLoadBudgets.maxScripts)
      failures.push(`${load.path}: ${load.scriptRequests} scripts (budget ${firstLoadBudgets.maxScripts})`);
    if (load.zodScripts?.length)
      failures.push(`${load.path}: zod in the first load (${load.zodScripts.join(', ')})`);
  }
  return failures;
}

/**
 * The list API through the gateway against a minimal pass-through (node:http and an undici pool) in
 * the same process: the proxy hop's ceiling on this machine, measured on the same run. The service
 * host against a bare Fastify route keeps the service itself lean.
 */
export const apiBudgets = { gatewayToReference: 0.85, gatewayP99Ms: 25, hostToBare: 0.4 } as const;

/** Survey submissions at 50 participants, on the service host and through the gateway (issue 27). */
export const surveyBudgets = { submitsPerSecond: 500 } as const;

export interface ThroughputFigures {
  requestsPerSecond: number;
  p99Ms: number;
}

/** One alternating round: the same load on the service host, the reference proxy and the gateway. */
export interface ApiRound {
  direct: ThroughputFigures;
  reference: ThroughputFigures;
  gateway: ThroughputFigures;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface ApiSummary {
  /** Median over rounds of gateway / reference within each round (load on the machine shifts between rounds). */
  gatewayToReference: number;
  gatewayToDirect: number;
  referenceToDirect: number;
  gatewayP99Ms: number;
  hostToBare: number;
}

export function summarizeApiRounds(rounds: readonly ApiRound[], bare: ThroughputFigures): ApiSummary {
  const paired = (pick: (round: ApiRound) => number, base: (round: ApiRound) => number) =>
    median(rounds.map((round) => pick(round) / base(round)));
  return {
    gatewayToReference: paired(
      (r) => r.gateway.requestsPerSecond,
      (r) => r.reference.requestsPerSecond,
    ),
    gatewayToDirect: paired(
      (r) => r.gateway.requestsPerSecond,
      (r) => r.direct.requestsPerSecond,
    ),
    referenceToDirect: paired(
      (r) => r.reference.requestsPerSecond,
      (r) => r.direct.requestsPerSecond,
    ),
    gatewayP99Ms: median(rounds.map((round) => round.gateway.p99Ms)),
    hostToBare: median(rounds.map((round) => round.direct.requestsPerSecond)) / bare.requestsPerSecond,
  };
}

/** One line per API target missed; empty when all are met. */
export function apiFailures(summary: ApiSummary): string[] {
  const failures: string[] = [];
  if (!(summary.gatewayToReference >= apiBudgets.gatewayToReference))
    failures.push(
      `gateway / reference pass-through ${summary.gatewayToReference.toFixed(2)} (target >= ${apiBudgets.gatewayToReference})`,
    );
  if (!(summary.gatewayP99Ms <= apiBudgets.gatewayP99Ms))
    failures.push(
      `gateway p99 ${summary.gatewayP99Ms.toFixed(1)} ms (target <= ${apiBudgets.gatewayP99Ms} ms)`,
    );
  if (!(summary.hostToBare >= apiBudgets.hostToBare))
    failures.push(
      `service host / bare Fastify ${summary.hostToBare.toFixed(2)} (target >= ${apiBudgets.hostToBare})`,
    );
  return failures;
}

/** Issue 24: every bench page scores at least this in Lighthouse's mobile preset (median of the runs). */
export const lighthouseTargets = { performance: 95, accessibility: 100 } as const;

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
}

/** One line per page and category under its Lighthouse target; empty when every page meets both. */
export function lighthouseFailures(scores: readonly LighthouseFigures[]): string[] {
  const failures: string[] = [];
  for (const score of scores) {
    for (const category of ['performance', 'accessibility'] as const) {
      if (!(score[category] >= lighthouseTargets[category]))
        failures.push(
          `${score.path}: Lighthouse ${category} ${score[category]} (target >= ${lighthouseTargets[category]})`,
        );
    }
  }
  return failures;
}

/**
 * The per-page table the bench prints: first-load KB and scripts, with the Lighthouse scores beside
 * them when they were measured (`--first-load` skips Lighthouse), and a mark on each figure off target.
 */
export function pageFiguresTable(
  loads: readonly FirstLoadFigures[],
  scores: readonly LighthouseFigures[],
  homePath = '/',
): string[] {
  const width = Math.max(24, ...loads.map((load) => load.path.length));
  const mark = (missed: boolean) => (missed ? '!' : ' ');
  const lines = [
    `${'page'.padEnd(width)}  first-load KB  scripts${scores.length > 0 ? '  performance  accessibility' : ''}`,
  ];
  for (const load of loads) {
    const budgetKb = load.path === homePath ? firstLoadBudgets.homeKb : firstLoadBudgets.pageKb;
    let line = `${load.path.padEnd(width)}  ${load.scriptKb.toFixed(1).padStart(12)}${mark(load.scriptKb > budgetKb)}  ${String(load.scriptRequests).padStart(6)}${mark(load.scriptRequests > firstLoadBudgets.maxScripts)}`;
    const score = scores.find((candidate) => candidate.path === load.path);
    if (score)
      line += `  ${String(score.performance).padStart(10)}${mark(score.performance < lighthouseTargets.performance)}  ${String(score.accessibility).padStart(12)}${mark(score.accessibility < lighthouseTargets.accessibility)}`;
    lines.push(line);
  }
  return lines;
}

/** One shape of the site (`npm run bench -- --shapes`): its name and the figures measured on it. */
export interface ShapeFigures {
  shape: string;
  loads: readonly FirstLoadFigures[];
  scores: readonly LighthouseFigures[];
}

/**
 * The two-shape table: per page, each figure once per shape side by side (first-load KB, scripts, and
 * the Lighthouse scores when measured), `!` marking each figure off target. Rows follow the first
 * shape's pages; a figure a shape lacks shows as `-`.
 */
export function shapesTable(shapes: readonly ShapeFigures[], homePath = '/'): string[] {
  const pages = shapes[0]?.loads.map((load) => load.path) ?? [];
  const width = Math.max(24, ...pages.map((path) => path.length));
  const cellWidth = Math.max(7, ...shapes.map(({ shape }) => shape.length));
  const cell = (value: string | undefined, missed: boolean) =>
    `${(value ?? '-').padStart(cellWidth)}${missed ? '!' : ' '}`;
  type Column = (shape: ShapeFigures, path: string) => [string | undefined, boolean];
  const loadOf = (shape: ShapeFigures, path: string) => shape.loads.find((load) => load.path === path);
  const scoreOf = (shape: ShapeFigures, path: string) => shape.scores.find((score) => score.path === path);
  const columns: [string, Column][] = [
    [
      'first-load KB',
      (shape, path) => {
        const load = loadOf(shape, path);
        const budgetKb = path === homePath ? firstLoadBudgets.homeKb : firstLoadBudgets.pageKb;
        return [load?.scriptKb.toFixed(1), !load || load.scriptKb > budgetKb];
      },
    ],
    [
      'scripts',
      (shape, path) => {
        const load = loadOf(shape, path);
        return [
          load && String(load.scriptRequests),
          !load || load.scriptRequests > firstLoadBudgets.maxScripts,
        ];
      },
    ],
  ];
  if (shapes.some((shape) => shape.scores.length > 0)) {
    for (const category of ['performance', 'accessibility'] as const)
      columns.push([
        category,
        (shape, path) => {
          const score = scoreOf(shape, path)?.[category];
          return [
            score === undefined ? undefined : String(score),
            !(score !== undefined && score >= lighthouseTargets[category]),
          ];
        },
      ]);
  }
  const groupWidth = shapes.length * (cellWidth + 1);
  const header = `${'page'.padEnd(width)}${columns.map(([name]) => `  ${name.padEnd(groupWidth)}`).join('')}`;
  const shapeNames = `${''.padEnd(width)}${columns.map(() => `  ${shapes.map(({ shape }) => cell(shape, false)).join('')}`).join('')}`;
  const rows = pages.map(
    (path) =>
      `${path.padEnd(width)}${columns.map(([, column]) => `  ${shapes.map((shape) => cell(...column(shape, path))).join('')}`).join('')}`,
  );
  return [header.trimEnd(), shapeNames.trimEnd(), ...rows];
}
