import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type UserRole, userRoles } from '@gbc/contracts';
import {
  auditReaderSchema,
  buildServiceHost,
  type DeclaredRouteAuth,
  isAdminRouteAuth,
  type ServiceModule,
} from '@gbc/service-kit';
import {
  createTestDatabase,
  injectForTests,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '@gbc/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { discoverServiceModules } from '../src/service-discovery.js';

/**
 * Every admin route of every service, as each service's admin OpenAPI document lists it and as the
 * route declared its roles, refuses anonymous callers (401), accounts without an admitted role (403)
 * and admins whose session lacks the second factor (403). A new admin route is in the table by being
 * declared: one without a guard, or missing from its document, fails here.
 */

interface AdminOperation {
  service: string;
  method: string;
  /** The URL as the host registered it (`/api/x/items/:id`). */
  url: string;
  roles: readonly UserRole[];
}

type OpenApiPaths = Record<string, Record<string, unknown>>;

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/** `/items/{id}` (OpenAPI) as Fastify writes it, `/items/:id`. */
const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** A URL the route answers, each path parameter filled in (the guard runs before validation). */
const urlOf = (url: string) => url.replace(/:\w+/g, 'x');

const describeOperation = (operation: { method: string; url: string }) =>
  `${operation.method} ${operation.url}`;

const bearer = (claims: Parameters<typeof signTestToken>[0]) => ({
  authorization: `Bearer ${signTestToken(claims)}`,
});

describe('admin routes of every service, from their admin OpenAPI documents', () => {
  let testDb: TestDatabase<unknown>;
  let dataDir: string;
  let modules: ServiceModule[];
  let app: FastifyInstance;
  let http: TestHttpClient;
  let declared: readonly DeclaredRouteAuth[];
  let operations: AdminOperation[];

  // Every service mounted and every document built: slow on a busy machine.
  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'gbc-admin-guards-'));
    modules = await discoverServiceModules({
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      PAYMENTS_RECONCILE_INTERVAL_MS: '0',
    });
    app = await buildServiceHost({
      databases: testDb.databases,
      modules,
      logger: false,
      auth: { publicKey: testAuthKeys().publicKey },
      // Every refusal below is audited; the cap must not be what the test meets.
      securityEvents: { maxPerWindow: 10_000 },
    });
    http = injectForTests(app);
    declared = app.declaredRouteAuth();
    operations = [];
    for (const { name } of modules) {
      const response = await http.request({
        url: `/api/${name}/openapi.admin.json`,
        headers: bearer({ roles: ['admin'] }),
      });
      if (response.statusCode !== 200)
        throw new Error(`${name}'s admin document answered ${response.statusCode}`);
      const paths = (response.json() as { paths?: OpenApiPaths }).paths ?? {};
      for (const [path, item] of Object.entries(paths)) {
        for (const method of httpMethods.filter((m) => m in item)) {
          const url = fastifyPath(path);
          const route = declared.find((r) => r.url === url && r.method === method.toUpperCase());
          const roles = route && typeof route.auth === 'object' ? route.auth.roles : [];
          operations.push({ service: name, method: method.toUpperCase(), url, roles });
        }
      }
    }
  }, 60_000);

  afterAll(async () => {
    await http.close();
    await testDb.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('each document lists exactly the routes declared for admins (its own route aside)', () => {
    expect(operations.length).toBeGreaterThan(0);
    const documented = new Set(operations.map(describeOperation));
    const declaredForAdmins = declared
      .filter((route) => isAdminRouteAuth(route.auth) && !route.url.endsWith('/openapi.admin.json'))
      .filter((route) => route.method !== 'HEAD')
      .map(describeOperation);
    expect(declaredForAdmins.filter((route) => !documented.has(route))).toEqual([]);
    expect(operations.filter((operation) => operation.roles.length === 0).map(describeOperation)).toEqual([]);
  });

  test('the admin service is among them, with the security dashboard', () => {
    const admin = operations.filter((operation) => operation.service === 'admin').map(describeOperation);
    expect(admin).toEqual(
      expect.arrayContaining(['GET /api/admin/security/summary', 'GET /api/admin/security/events/:tab']),
    );
  });

  test("only the admin service's role reads the audit log; every service's role appends to it", async () => {
    const readers: string[] = [];
    for (const { name } of modules) {
      const db = testDb.databases.of(name);
      await sql`insert into audit.audit_logs (severity, event_type, action) values ('info', 'test', ${name})`.execute(
        db,
      );
      const read = await sql`select 1 from audit.audit_logs limit 1`.execute(db).then(
        () => true,
        (error: { code?: string }) => (error.code === '42501' ? false : Promise.reject(error)),
      );
      if (read) readers.push(name);
    }
    expect(readers).toEqual([auditReaderSchema]);
  });

  test('every one refuses an anonymous caller with 401', async () => {
    const admitted: string[] = [];
    for (const operation of operations) {
      const response = await http.request({ method: operation.method, url: urlOf(operation.url) });
      if (response.statusCode !== 401)
        admitted.push(`${describeOperation(operation)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });

  test('every one refuses, with 403, an account holding none of the roles it declares', async () => {
    const admitted: string[] = [];
    for (const operation of operations) {
      const otherRoles = userRoles.filter((role) => !operation.roles.includes(role));
      for (const roles of [[], otherRoles]) {
        const response = await http.request({
          method: operation.method,
          url: urlOf(operation.url),
          headers: bearer({ roles, aal: 'aal2' }),
        });
        if (response.statusCode !== 403)
          admitted.push(`${describeOperation(operation)} [${roles.join(', ')}]: ${response.statusCode}`);
      }
    }
    expect(admitted).toEqual([]);
  });

  test('every one refuses, with 403, an admin whose session has not passed the second factor', async () => {
    const admitted: string[] = [];
    for (const operation of operations) {
      const response = await http.request({
        method: operation.method,
        url: urlOf(operation.url),
        headers: bearer({ roles: [...userRoles], aal: 'aal1' }),
      });
      if (response.statusCode !== 403)
        admitted.push(`${describeOperation(operation)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});
