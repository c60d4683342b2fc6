import { errorBodySchema } from '@gbc/contracts';
import fc from 'fast-check';
import { type Dispatcher, request } from 'undici';
import { ClientAddresses } from './support/client-addresses.js';
import {
  type JsonSchema,
  type OpenApiParameter,
  paths,
  queryStrings,
  requestBodies,
  type SchemaResolver,
  schemaResolver,
} from './support/fuzz-inputs.js';
import { grownTables, rowCounts } from './support/row-counts.js';
import { type SiteProcess, startSiteProcess } from './support/site-process.js';

/**
 * Fuzzing: every public endpoint of every service, as its `/api/<name>/openapi.json` lists it, gets at
 * least 1,000 generated requests (bodies and query strings with NUL bytes, lone surrogates, huge
 * strings, wrong types, deep JSON, malformed JSON), half straight to the service host and half
 * through the gateway. None may answer 5xx, every 4xx carries the standard error body, and an endpoint
 * that accepted nothing has written no row into its service's tables. Rate limits stay on: each client
 * address sends at most a few requests per endpoint, and a 429 makes its batch "not exercised".
 */

interface Endpoint {
  service: string;
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
  resolve: SchemaResolver;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface EndpointReport {
  endpoint: string;
  exercised: number;
  notExercised: number;
  accepted: number;
  failure?: string;
  /** The first 429, for telling which limit was hit. */
  rateLimited?: string;
}

/** Requests per fast-check run, sent at once; runs per endpoint make ≥ 1,000 exercised requests. */
const batchSize = 20;
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 50);
/** Below `publicWriteRateLimit` (10 a minute): each address sends this many per endpoint and target. */
const requestsPerAddress = 5;
const responseExcerpt = 300;
const answerTimeoutMs = 30_000;

let site: SiteProcess;
let endpoints: Endpoint[];

beforeAll(async () => {
  site = await startSiteProcess();
  endpoints = [];
  for (const service of Object.keys(site.schemas)) {
    const response = await request(`${site.apiUrl}/api/${service}/openapi.json`);
    expect(response.statusCode).toBe(200);
    const document = (await response.body.json()) as OpenApiDocument;
    const resolve = schemaResolver(document);
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        endpoints.push({
          service,
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content?.['application/json']?.schema,
          resolve,
        });
      }
    }
  }
});

afterAll(async () => {
  await site?.stop();
});

function excerpt(text: string): string {
  return text.length > responseExcerpt ? `${text.slice(0, responseExcerpt)}… (${text.length} chars)` : text;
}

/** What is wrong with an answer, or null: 5xx, or a 4xx without the standard error body. */
function problemWith(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || status === 429) return null;
  if (!contentType.includes('application/json')) return `answered ${status} as ${contentType || 'no type'}`;
  try {
    if (errorBodySchema.safeParse(JSON.parse(text)).success) return null;
  } catch {
    // Not JSON at all: reported below.
  }
  return `answered ${status} without the standard error body`;
}

async function fuzzEndpoint(endpoint: Endpoint, index: number): Promise<EndpointReport> {
  const name = `${endpoint.method} ${endpoint.path}`;
  const targets = [
    { base: site.apiUrl, clients: new ClientAddresses(2 + index * 2) },
    { base: site.url.replace('localhost', '127.0.0.1'), clients: new ClientAddresses(3 + index * 2) },
  ];
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const input = fc.record({
    path: paths(endpoint.path, endpoint.parameters, endpoint.resolve),
    query: queryStrings(endpoint.parameters, endpoint.resolve),
    body: hasBody ? requestBodies(endpoint.body, endpoint.resolve) : fc.constant(undefined),
  });
  const report: EndpointReport = { endpoint: name, exercised: 0, notExercised: 0, accepted: 0 };
  const schemaLogin = site.schemas[endpoint.service];
  if (!schemaLogin) throw new Error(`No login for ${endpoint.service}`);
  const before = await rowCounts(schemaLogin, endpoint.service);
  let sent = 0;

  const property = fc.asyncProperty(
    fc.array(input, { minLength: batchSize, maxLength: batchSize }),
    async (batch) => {
      const answers = await Promise.all(
        batch.map(async ({ path, query, body }) => {
          const number = sent++;
          const target = targets[number % 2]!;
          const dispatcher = target.clients.agentFor(Math.floor(number / 2 / requestsPerAddress));
          const sentTo = `${endpoint.method} ${target.base}${excerpt(path + query)} with ${excerpt(body ?? '(no body)')}`;
          let response: Dispatcher.ResponseData;
          let text: string;
          try {
            response = await request(`${target.base}${path}${query}`, {
              method: endpoint.method as 'GET',
              dispatcher,
              body,
              headers: body === undefined ? {} : { 'content-type': 'application/json' },
              // A request the site never answers is a failure of its own, not a hung suite.
              headersTimeout: answerTimeoutMs,
              bodyTimeout: answerTimeoutMs,
            });
            text = await response.body.text();
          } catch (error) {
            // A connection closed on a client still sending is no answer at all. Node's network errors
            // come from another realm than the test's `Error`, so the message is read, not `instanceof`-checked.
            const { code, message } = error as { code?: string; message?: string };
            throw new Error(`got no answer (${code ?? 'no code'}: ${message}), to ${sentTo}`);
          }
          const contentType = String(response.headers['content-type'] ?? '');
          const problem = problemWith(response.statusCode, contentType, text);
          if (problem) {
            throw new Error(`${problem}: ${excerpt(text)}, to ${sentTo}`);
          }
          if (response.statusCode === 429) report.rateLimited ??= `${target.base}: ${excerpt(text)}`;
          return response.statusCode;
        }),
      );
      report.accepted += answers.filter((status) => status < 400).length;
      if (answers.includes(429)) {
        report.notExercised += batch.length;
        fc.pre(false);
      }
      report.exercised += batch.length;
    },
  );
  try {
    // Shrinking would replay hundreds of requests per step; the failing request is named in the error.
    await fc.assert(property, { numRuns: runsPerEndpoint, endOnFailure: true, maxSkipsPerRun: 0.2 });
  } catch (error) {
    // fast-check's report repeats the whole batch; the request that failed is in the cause.
    const cause = error instanceof Error ? error.cause : undefined;
    report.failure = cause instanceof Error ? cause.message : String(error).slice(0, 2000);
  } finally {
    await Promise.all(targets.map((target) => target.clients.close()));
  }
  if (report.accepted === 0 && !report.failure) {
    const grown = grownTables(before, await rowCounts(schemaLogin, endpoint.service));
    if (grown.length > 0) report.failure = `wrote rows though every request was refused: ${grown.join(', ')}`;
  }
  return report;
}

test('every public endpoint of every service: ≥ 1,000 generated requests each, no 5xx, standard 4xx bodies, no rows from refused requests', async () => {
  expect(endpoints.length).toBeGreaterThan(40);
  const started = Date.now();
  const byService = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints)
    byService.set(endpoint.service, [...(byService.get(endpoint.service) ?? []), endpoint]);
  // Services side by side; one endpoint of a service at a time, so its row counts are its own.
  const reports = (
    await Promise.all(
      [...byService.values()].map(async (list) => {
        const done: EndpointReport[] = [];
        for (const endpoint of list) done.push(await fuzzEndpoint(endpoint, endpoints.indexOf(endpoint)));
        return done;
      }),
    )
  ).flat();
  const seconds = (Date.now() - started) / 1000;
  console.info(
    `Fuzzed ${reports.length} endpoints in ${seconds.toFixed(0)} s, ${reports.reduce((sum, r) => sum + r.exercised, 0)} requests exercised:\n${reports
      .map(
        (r) =>
          `${r.endpoint.padEnd(60)} exercised ${r.exercised}, accepted ${r.accepted}, not exercised ${r.notExercised}${r.failure ? ' FAILED' : ''}${r.rateLimited ? ` (429 from ${r.rateLimited})` : ''}`,
      )
      .join('\n')}`,
  );
  expect(reports.filter((r) => r.failure).map((r) => `${r.endpoint}: ${r.failure}`)).toEqual([]);
  for (const r of reports)
    expect({ endpoint: r.endpoint, exercised: r.exercised >= 1000 }).toEqual({
      endpoint: r.endpoint,
      exercised: true,
    });
});
