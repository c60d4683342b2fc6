import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import type { ServiceDatabases } from './database-roles.js';
import type { StoredMailAttachment } from './mail-outbox.js';
import { buildServiceHost, type ServiceHostOptions } from './service-host.js';
import { createTestDatabase, resetRateLimits, type TestDatabase } from './test-database.js';
import { injectForTests, listenForTests, type TestHttpClient, type TestResponse } from './test-http.js';

/**
 * What a test host mounts and how: `buildServiceHost`'s options, on the bed's pools unless other
 * `databases` are given (a second host with pools of its own stands for another process).
 */
export type TestHostSetup = Omit<ServiceHostOptions, 'databases'> & { databases?: ServiceDatabases };

export interface ServiceTestBedOptions {
  /**
   * The host to start, asked for each host the bed starts, so a test's stand-ins (set in a
   * `beforeEach` registered before the bed) reach the host it gets.
   */
  host: () => TestHostSetup | Promise<TestHostSetup>;
  /** `file` (default): one host for the file's tests; `test`: a fresh one per test; `none`: only `startHost`. */
  hostPer?: 'file' | 'test' | 'none';
  /** A real loopback socket instead of Fastify's inject, for clients that need one. */
  listen?: boolean;
  /**
   * Each request from its own client address (X-Forwarded-For from 127.0.0.1, which the host then
   * trusts, as behind the gateway), so per-address rate limits bite only where a test sends one.
   */
  clientAddressPerRequest?: boolean;
  /** Forgets every rate-limit counter before each test (budgets live in the database and outlast hosts). */
  freshRateLimitsPerTest?: boolean;
}

/** A queued mail as tests read it from the outbox. */
export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  headers: Record<string, string>;
  /** Files sent with it, content in base64 (`StoredMailAttachment`). */
  attachments: StoredMailAttachment[];
}

/** Every mail queued to `to` (from `template`, when given), oldest first; any service's connection reads it. */
export async function outboxMailsTo(
  db: QueryExecutorProvider,
  to: string,
  template?: string,
): Promise<OutboxMail[]> {
  const { rows } = await sql<OutboxMail>`
    select to_address, subject, text_body, html_body, template, headers, attachments from mail.outbox
    where to_address = ${to} and (${template ?? null}::text is null or template = ${template ?? null})
    order by created_at, id
  `.execute(db);
  return rows;
}

export interface ServiceTestBed<DB> {
  /** The admin connection to the file's database, for arranging and asserting. */
  readonly db: Kysely<DB>;
  /** The per-role pools hosts run on, as in production (for a host a test builds itself). */
  readonly databases: ServiceDatabases;
  /** The file's database, for pools of another role or process. */
  readonly connectionString: string;
  /** The current host (the file's, or this test's with `hostPer: 'test'`). */
  readonly http: TestHttpClient;
  get(url: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  put(url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  patch(url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  delete(url: string, payload?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  /** Another host on the file's database (default: the bed's setup); closed after the test, or the file. */
  startHost(setup?: TestHostSetup): Promise<TestHttpClient>;
  /** Every mail queued to `to` (from `template`, when given), oldest first. */
  mailsTo(to: string, template?: string): Promise<OutboxMail[]>;
}

/** Requests through `client`, each from its own address (10.x.y.z), unless the test sends one. */
function fromOwnAddresses(client: TestHttpClient): TestHttpClient {
  let sent = 0;
  return {
    ...(client.baseUrl ? { baseUrl: client.baseUrl } : {}),
    request: (options) => {
      sent += 1;
      const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      return client.request({ ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
    },
    close: () => client.close(),
  };
}

/**
 * The set-up every service test file shares: one database per file (copied from the migrated
 * template), a host with the service mounted (per file or per test), request helpers, the mail
 * outbox reader. Registers its own beforeAll/afterAll (and beforeEach/afterEach as needed).
 *
 *   const bed = useServiceTestBed<MyDatabase>({ host: () => ({ modules: [myModule], logger: false }) });
 *   const response = await bed.post(myApi.create, { ... });
 */
// biome-ignore lint/suspicious/noExplicitAny: callers pick their service's database type.
export function useServiceTestBed<DB = any>(options: ServiceTestBedOptions): ServiceTestBed<DB> {
  const hostPer = options.hostPer ?? 'file';
  let testDb: TestDatabase<DB> | undefined;
  let fileHost: TestHttpClient | undefined;
  let testHost: TestHttpClient | undefined;
  let fileHosts: TestHttpClient[] = [];
  let testHosts: TestHttpClient[] = [];
  let inTest = false;

  const database = () => {
    if (!testDb) throw new Error('the test bed is used outside its tests (its database is not created)');
    return testDb;
  };
  const startHost = async (setup?: TestHostSetup) => {
    const chosen = setup ?? (await options.host());
    const app = await buildServiceHost({
      logger: false,
      ...(options.clientAddressPerRequest ? { trustProxy: '127.0.0.1' } : {}),
      ...chosen,
      databases: chosen.databases ?? database().databases,
    });
    const client = options.listen ? await listenForTests(app) : injectForTests(app);
    const host = options.clientAddressPerRequest ? fromOwnAddresses(client) : client;
    (inTest ? testHosts : fileHosts).push(host);
    return host;
  };
  const current = () => {
    const host = hostPer === 'test' ? testHost : fileHost;
    if (!host) throw new Error(`no host here (hostPer: '${hostPer}'): call startHost()`);
    return host;
  };
  const send =
    (method: string) =>
    (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      current().request({ method, url, payload, headers });

  beforeAll(async () => {
    testDb = await createTestDatabase<DB>();
    if (hostPer === 'file') fileHost = await startHost();
  });
  afterAll(async () => {
    await Promise.all(fileHosts.map((host) => host.close()));
    fileHosts = [];
    await testDb?.destroy();
  });
  beforeEach(async () => {
    inTest = true;
    if (options.freshRateLimitsPerTest) await resetRateLimits(database().db);
    if (hostPer === 'test') testHost = await startHost();
  });
  afterEach(async () => {
    await Promise.all(testHosts.map((host) => host.close()));
    testHosts = [];
    testHost = undefined;
    inTest = false;
  });

  return {
    get db() {
      return database().db;
    },
    get databases() {
      return database().databases;
    },
    get connectionString() {
      return database().connectionString;
    },
    get http() {
      return current();
    },
    get: (url, headers = {}) => current().request({ url, headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    startHost,
    mailsTo: (to, template) => outboxMailsTo(database().db, to, template),
  };
}
