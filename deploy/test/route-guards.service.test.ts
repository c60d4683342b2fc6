import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityApiPrefix, identityRoutePatterns } from '@gbc/contracts/identity';
import { marketingApiPrefix, marketingRoutePatterns } from '@gbc/contracts/marketing';
import { paymentsApiPrefix, paymentsRoutePatterns } from '@gbc/contracts/payments';
import { buildServiceHost, type DeclaredRouteAuth } from '@gbc/service-kit';
import {
  createTestDatabase,
  injectForTests,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '@gbc/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { discoverServiceModules } from '../src/service-discovery.js';

const contracts = [
  [identityApiPrefix, identityRoutePatterns],
  [marketingApiPrefix, marketingRoutePatterns],
  [paymentsApiPrefix, paymentsRoutePatterns],
] as const;

/** Every route each service's contract names, as the host mounts it. */
const contractRoutes = contracts.flatMap(([prefix, patterns]) =>
  Object.values(patterns).map((pattern) => `${prefix}${pattern}`),
);

/** Service-to-service routes live under `<prefix>/internal/` (the gateway refuses them from outside). */
const isInternalPath = (url: string) => contracts.some(([prefix]) => url.startsWith(`${prefix}/internal/`));

/** A URL the route answers, with each path parameter filled in (the guard runs before validation). */
const urlOf = (route: DeclaredRouteAuth) => route.url.replace(/:\w+/g, 'x');

const describeRoute = (route: DeclaredRouteAuth) => `${route.method} ${route.url}`;

describe('every route of every service declares who may call it, and the host enforces it', () => {
  let testDb: TestDatabase<unknown>;
  let dataDir: string;
  let app: FastifyInstance;
  let http: TestHttpClient;
  let routes: readonly DeclaredRouteAuth[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'gbc-route-guards-'));
    app = await buildServiceHost({
      databases: testDb.databases,
      modules: await discoverServiceModules({
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: 'http://localhost:8080',
        PAYMENTS_RECONCILE_INTERVAL_MS: '0',
      }),
      logger: false,
      auth: { publicKey: testAuthKeys().publicKey },
    });
    http = injectForTests(app);
    routes = app.declaredRouteAuth();
    // Every service mounted: slow on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await http.close();
    await testDb.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("the listing holds every route of the services' contracts, each with a declared access", () => {
    const listed = new Set(routes.map((route) => route.url));
    expect(contractRoutes.filter((url) => !listed.has(url))).toEqual([]);
    const undeclared = routes.filter(
      (route) =>
        route.auth !== 'public' &&
        route.auth !== 'internal' &&
        !(typeof route.auth === 'object' && Array.isArray(route.auth.roles)),
    );
    expect(undeclared).toEqual([]);
  });

  test('internal paths are internal routes, and every internal route refuses a user token', async () => {
    const internalPaths = routes.filter((route) => isInternalPath(route.url));
    expect(internalPaths.length).toBeGreaterThan(0);
    expect(internalPaths.filter((route) => route.auth !== 'internal').map(describeRoute)).toEqual([]);

    const userToken = { authorization: `Bearer ${signTestToken({ roles: ['admin', 'member'] })}` };
    const admitted: string[] = [];
    for (const route of routes.filter((r) => r.auth === 'internal')) {
      const response = await http.request({ method: route.method, url: urlOf(route), headers: userToken });
      if (response.statusCode !== 401) admitted.push(`${describeRoute(route)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });

  test('every route that is not public answers an anonymous call with 401', async () => {
    const guarded = routes.filter((route) => route.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    const admitted: string[] = [];
    for (const route of guarded) {
      const response = await http.request({ method: route.method, url: urlOf(route) });
      if (response.statusCode !== 401) admitted.push(`${describeRoute(route)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});
