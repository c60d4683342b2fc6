import {
  type ApiRound,
  apiFailures,
  firstLoadFailures,
  median,
  summarizeApiRounds,
} from '../lib/bench-budgets.js';
import { containsZod } from '../lib/bench-pages.js';

const figures = (requestsPerSecond: number, p99Ms = 10) => ({ requestsPerSecond, p99Ms });
const round = (direct: number, reference: number, gateway: number, gatewayP99 = 10): ApiRound => ({
  direct: figures(direct),
  reference: figures(reference),
  gateway: figures(gateway, gatewayP99),
});

describe('first-load budget gate', () => {
  it('passes pages within budget: home up to 150 KB, others up to 160 KB, at most 6 scripts', () => {
    expect(
      firstLoadFailures([
        { path: '/', scriptKb: 150, scriptRequests: 6 },
        { path: '/vignettes', scriptKb: 160, scriptRequests: 5 },
      ]),
    ).toEqual([]);
  });

  it('fails a home page over 150 KB that would pass as another page', () => {
    expect(firstLoadFailures([{ path: '/', scriptKb: 150.1, scriptRequests: 4 }])).toEqual([
      '/: 150.1 KB of script (budget 150 KB)',
    ]);
    expect(firstLoadFailures([{ path: '/programs', scriptKb: 150.1, scriptRequests: 4 }])).toEqual([]);
  });

  it('fails a page over 160 KB or over 6 scripts, naming each miss', () => {
    expect(firstLoadFailures([{ path: '/programs', scriptKb: 160.5, scriptRequests: 7 }])).toEqual([
      '/programs: 160.5 KB of script (budget 160 KB)',
      '/programs: 7 scripts (budget 6)',
    ]);
  });
});

describe('API budget gate', () => {
  const bare = figures(20_000);

  it('gates on the median of the ratios paired within each round, not on ratios of medians', () => {
    // Load shifts between rounds; within a round the gateway keeps 0.9 of the reference.
    const rounds = [round(9000, 6000, 5400), round(4000, 2000, 1800), round(8000, 5000, 4500)];
    const summary = summarizeApiRounds(rounds, bare);
    expect(summary.gatewayToReference).toBeCloseTo(0.9);
    expect(apiFailures(summary)).toEqual([]);
  });

  it('fails a gateway under 0.85 of the reference, reporting the ratio to direct as well', () => {
    const summary = summarizeApiRounds([round(10_000, 5000, 4000), round(10_000, 5000, 4000)], bare);
    expect(summary.gatewayToDirect).toBeCloseTo(0.4);
    expect(apiFailures(summary)).toEqual(['gateway / reference pass-through 0.80 (target >= 0.85)']);
  });

  it('fails a gateway p99 over 25 ms and a service host under 0.4 of bare Fastify', () => {
    const summary = summarizeApiRounds([round(7000, 5000, 5000, 30)], bare);
    expect(apiFailures(summary)).toEqual([
      'gateway p99 30.0 ms (target <= 25 ms)',
      'service host / bare Fastify 0.35 (target >= 0.4)',
    ]);
  });

  it('fails when a figure is missing rather than passing on NaN', () => {
    expect(apiFailures(summarizeApiRounds([], bare))).toHaveLength(3);
    expect(median([])).toBeNaN();
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });
});

describe('zod in the first load', () => {
  it('fails a page whose first-load scripts bundle zod, naming them', () => {
    expect(
      firstLoadFailures([
        {
          path: '/contact',
          scriptKb: 90,
          scriptRequests: 5,
          zodScripts: ['http://site/remotes/marketing/1.js'],
        },
        { path: '/join', scriptKb: 90, scriptRequests: 5, zodScripts: [] },
      ]),
    ).toEqual(['/contact: zod in the first load (http://site/remotes/marketing/1.js)']);
  });

  it('recognises bundled zod by the class names it keeps', () => {
    expect(containsZod('const a=e.$constructor("$ZodType",(t,n)=>{})')).toBe(true);
    expect(containsZod('export const contactMessages={required:"Please fill out all required fields"}')).toBe(
      false,
    );
  });
});
