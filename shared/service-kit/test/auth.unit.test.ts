import { createHmac, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accessTokenAudience,
  accessTokenIssuer,
  authMessages,
  errorCodes,
  genericMessages,
} from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptInternalCallers,
  buildServiceHost,
  HttpError,
  openServiceDatabases,
  type ServiceModule,
} from '../src/index.js';
import { injectForTests, signTestToken, type TestHttpClient, testAuthKeys } from '../src/testing.js';

const internalToken = 'i'.repeat(40);

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/secret', { config: { auth: { roles: ['admin'], aal: 'aal2' } } }, async (request) => ({
    email: request.principal?.email,
  }));
  app.get('/members', { config: { auth: { roles: ['member'] } } }, async () => ({ ok: true }));
  app.post('/anyone', { config: { auth: { roles: [] } } }, async (request) => ({
    sub: request.principal?.sub,
  }));
  app.get('/open', { config: { auth: 'public' } }, async (request) => ({ principal: request.principal }));
  await app.register(async (scope) => {
    acceptInternalCallers(scope, internalToken);
    scope.post('/internal/ping', { config: { auth: 'internal' } }, async () => ({ ok: true }));
  });
  // A service's own say on callers (identity: the session is still active).
  await app.register(async (scope) => {
    scope.decorate('confirmCaller', async (_request, claims) => {
      if (claims.sub === 'signed-out')
        throw new HttpError(401, errorCodes.unauthorized, authMessages.unauthorized);
    });
    scope.get('/confirmed', { config: { auth: { roles: [] } } }, async () => ({ ok: true }));
  });
};
const adminModule: ServiceModule = { name: 'admin', plugin: adminRoutes, migrations: {} };

const databases = openServiceDatabases({ serverUrl: 'postgres://nobody@127.0.0.1:1/none', secret: 'unused' });
let http: TestHttpClient;
let httpWithoutKey: TestHttpClient;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminToken = () => signTestToken({ email: 'ada@example.org', roles: ['admin'] });
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const validClaims = () => ({
  iss: accessTokenIssuer,
  aud: accessTokenAudience,
  sub: 'x',
  email: 'x@example.org',
  roles: ['admin'],
  iat: now(),
  exp: now() + 300,
});

const host = (auth: { publicKey?: string; jwksUrl?: string } = {}) =>
  buildServiceHost({ databases, modules: [adminModule], logger: false, auth });

beforeAll(async () => {
  http = injectForTests(await host({ publicKey: testAuthKeys().publicKey }));
  httpWithoutKey = injectForTests(await host());
});

afterAll(async () => {
  await http.close();
  await httpWithoutKey.close();
  await databases.destroy();
});

const unauthorized = { error: { code: errorCodes.unauthorized, message: authMessages.unauthorized } };

describe('signed-in routes (config.auth roles)', () => {
  test('admits a valid token with the role and exposes its claims', async () => {
    const response = await http.request({ url: '/api/admin/secret', headers: bearer(adminToken()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ada@example.org' });
  });

  test('admits any role the route lists', async () => {
    const response = await http.request({ url: '/api/admin/members', headers: bearer(signTestToken()) });
    expect(response.statusCode).toBe(200);
  });

  test('roles: [] admits any signed-in account, and refuses before the body is read', async () => {
    const signedIn = await http.request({
      method: 'POST',
      url: '/api/admin/anyone',
      headers: bearer(signTestToken({ roles: [], sub: 'u-7' })),
    });
    expect(signedIn.json()).toEqual({ sub: 'u-7' });
    const anonymous = await http.request({
      method: 'POST',
      url: '/api/admin/anyone',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('public routes need no token and carry no principal', async () => {
    const response = await http.request({ url: '/api/admin/open', headers: bearer(adminToken()) });
    expect(response.json()).toEqual({ principal: null });
  });

  test("the service's confirmCaller has the last say", async () => {
    const ok = await http.request({ url: '/api/admin/confirmed', headers: bearer(signTestToken()) });
    expect(ok.statusCode).toBe(200);
    const signedOut = await http.request({
      url: '/api/admin/confirmed',
      headers: bearer(signTestToken({ sub: 'signed-out' })),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  test('401 without a token', async () => {
    const response = await http.request({ url: '/api/admin/secret' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  test('403 for a valid token without the role', async () => {
    const response = await http.request({
      url: '/api/admin/secret',
      headers: bearer(signTestToken({ roles: ['member'] })),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: errorCodes.forbidden, message: authMessages.forbidden },
    });
  });

  test('403 for an admin token whose session has not passed the second factor (aal1)', async () => {
    const response = await http.request({
      url: '/api/admin/secret',
      headers: bearer(signTestToken({ roles: ['admin'], aal: 'aal1' })),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: errorCodes.forbidden, message: authMessages.secondFactorRequired },
    });
  });

  test('tolerates clock skew up to 30 s either way', async () => {
    const late = signTestToken({ roles: ['admin'] }, { expiresInSeconds: -20 });
    const early = signTestToken({ roles: ['admin'] }, { issuedAtOffsetSeconds: 20 });
    for (const token of [late, early]) {
      expect((await http.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(200);
    }
  });

  test.each([
    ['garbage', () => 'not.a.token'],
    ['without exp', () => signTestToken({ roles: ['admin'] }, { omit: ['exp'] })],
    ['without iat', () => signTestToken({ roles: ['admin'] }, { omit: ['iat'] })],
    ['without iss', () => signTestToken({ roles: ['admin'] }, { omit: ['iss'] })],
    ['without aud', () => signTestToken({ roles: ['admin'] }, { omit: ['aud'] })],
    ['for another audience', () => signTestToken({ roles: ['admin'], aud: 'gbc-payments-provider' })],
    ['from another issuer', () => signTestToken({ roles: ['admin'], iss: 'someone-else' })],
    ['typed as a plain JWT', () => signTestToken({ roles: ['admin'] }, { header: { typ: 'JWT' } })],
    ['without typ', () => signTestToken({ roles: ['admin'] }, { header: { typ: undefined } })],
    ['expired beyond the skew', () => signTestToken({ roles: ['admin'] }, { expiresInSeconds: -40 })],
    [
      'issued in the future beyond the skew',
      () => signTestToken({ roles: ['admin'] }, { issuedAtOffsetSeconds: 40 }),
    ],
    [
      'older than the longest lifetime',
      () => signTestToken({ roles: ['admin'] }, { issuedAtOffsetSeconds: -7200, expiresInSeconds: 7500 }),
    ],
    [
      'signed with another key',
      () => signTestToken({ roles: ['admin'] }, { privateKey: generateKeyPairSync('ed25519').privateKey }),
    ],
    ['missing required claims', () => signTestToken({ roles: ['admin'], email: 'not-an-email' })],
    ['unsigned (alg none)', () => `${part({ alg: 'none', typ: 'at+jwt' })}.${part(validClaims())}.`],
    [
      'HS256 keyed with the public key',
      () => {
        const unsigned = `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part(validClaims())}`;
        const mac = createHmac('sha256', testAuthKeys().publicKey).update(unsigned).digest('base64url');
        return `${unsigned}.${mac}`;
      },
    ],
    [
      'ES256 when the configured key is Ed25519',
      () =>
        signTestToken(
          { roles: ['admin'] },
          { privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey },
        ),
    ],
    [
      'RS256 when the configured key is Ed25519',
      () =>
        signTestToken(
          { roles: ['admin'] },
          { privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey },
        ),
    ],
  ])('401 for a token %s', async (_case, token) => {
    const response = await http.request({ url: '/api/admin/secret', headers: bearer(token()) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  test('without a configured key every protected route is 401, even for a well-signed token', async () => {
    const response = await httpWithoutKey.request({
      url: '/api/admin/secret',
      headers: bearer(adminToken()),
    });
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ['RSA', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
    ['P-256', () => generateKeyPairSync('ec', { namedCurve: 'P-256' })],
  ])('refuses to start with an %s public key: Ed25519 only', async (_case, pair) => {
    const publicKey = pair().publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await expect(host({ publicKey })).rejects.toThrow(/AUTH_PUBLIC_KEY must be an Ed25519 public key/);
  });
});

describe('keys from a JWKS URL', () => {
  const current = generateKeyPairSync('ed25519');
  const es256 = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let jwksServer: Server;
  let jwksHttp: TestHttpClient;
  let jwksFetches = 0;

  beforeAll(async () => {
    const keys = [
      { ...current.publicKey.export({ format: 'jwk' }), kid: 'ed-1', alg: 'EdDSA', use: 'sig' },
      { ...es256.publicKey.export({ format: 'jwk' }), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ];
    jwksServer = createServer((_request, response) => {
      jwksFetches += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    jwksHttp = injectForTests(await host({ jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json` }));
  });

  afterAll(async () => {
    await jwksHttp.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  test.each([
    ['the EdDSA key', 'ed-1', current.privateKey, 200],
    ['no ES256 key, even one the JWKS publishes', 'ec-1', es256.privateKey, 401],
    ['no key the JWKS lacks', 'ed-unknown', current.privateKey, 401],
  ])('selects %s by kid', async (_case, kid, privateKey, status) => {
    const token = signTestToken({ roles: ['admin'] }, { privateKey, header: { kid } });
    expect((await jwksHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
      status,
    );
  });

  test('tokens naming made-up kids cost the JWKS at most one fetch per 30 s', async () => {
    const before = jwksFetches;
    for (let i = 0; i < 5; i++) {
      const token = signTestToken(
        { roles: ['admin'] },
        { privateKey: current.privateKey, header: { kid: `made-up-${i}` } },
      );
      expect((await jwksHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect(jwksFetches - before).toBeLessThanOrEqual(1);
  });

  test('refuses a token without a kid', async () => {
    const token = signTestToken({ roles: ['admin'] }, { privateKey: current.privateKey });
    expect((await jwksHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  test('answers 503, not 401, while the JWKS cannot be fetched', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = injectForTests(await host({ jwksUrl: `http://127.0.0.1:${port}/jwks.json` }));
    try {
      const token = signTestToken(
        { roles: ['admin'] },
        { privateKey: current.privateKey, header: { kid: 'ed-1' } },
      );
      const response = await unreachable.request({ url: '/api/admin/secret', headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: errorCodes.unavailable, message: genericMessages.unavailable },
      });
    } finally {
      await unreachable.close();
    }
  });

  test('rejects a token whose kid names a published key it was not signed with', async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const token = signTestToken({ roles: ['admin'] }, { privateKey: stranger, header: { kid: 'ed-1' } });
    expect((await jwksHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('internal routes', () => {
  test.each([
    ['the internal token', () => `Bearer ${internalToken}`, 200],
    ['no token', () => undefined, 401],
    ['a valid user token', () => `Bearer ${adminToken()}`, 401],
    ['another token', () => `Bearer ${'x'.repeat(40)}`, 401],
  ])('%s: %s', async (_case, authorization, status) => {
    const token = authorization();
    const response = await http.request({
      method: 'POST',
      url: '/api/admin/internal/ping',
      headers: token ? { authorization: token } : {},
    });
    expect(response.statusCode).toBe(status);
    if (status === 401) {
      expect(response.json()).toEqual({
        error: { code: errorCodes.unauthorized, message: authMessages.internalUnauthorized },
      });
    }
  });
});

describe('declared access', () => {
  const moduleOf = (plugin: FastifyPluginAsync): ServiceModule => ({ name: 'bad', plugin, migrations: {} });

  test('lists every route with the access it declared', async () => {
    const app = await host({ publicKey: testAuthKeys().publicKey });
    try {
      const declared = app.declaredRouteAuth().filter((route) => route.url.startsWith('/api/admin/'));
      expect(declared).toEqual(
        expect.arrayContaining([
          { method: 'GET', url: '/api/admin/secret', auth: { roles: ['admin'], aal: 'aal2' } },
          { method: 'POST', url: '/api/admin/anyone', auth: { roles: [] } },
          { method: 'GET', url: '/api/admin/open', auth: 'public' },
          { method: 'POST', url: '/api/admin/internal/ping', auth: 'internal' },
          { method: 'GET', url: '/api/admin/openapi.admin.json', auth: { roles: ['admin'], aal: 'aal2' } },
        ]),
      );
    } finally {
      await app.close();
    }
  });

  test.each([
    [
      'a route that declares no access',
      moduleOf(async (app) => {
        app.get('/forgotten', async () => ({}));
      }),
      /GET \/api\/bad\/forgotten declares no access/,
    ],
    [
      'an admin route that lets the second factor be skipped',
      moduleOf(async (app) => {
        app.get('/admin', { config: { auth: { roles: ['admin'] } } }, async () => ({}));
      }),
      /GET \/api\/bad\/admin is for admins, who must have passed the second factor/,
    ],
    [
      'an internal route whose service accepts no internal token',
      moduleOf(async (app) => {
        app.post('/internal/x', { config: { auth: 'internal' } }, async () => ({}));
      }),
      /POST \/api\/bad\/internal\/x declares auth 'internal', but its service did not call acceptInternalCallers/,
    ],
  ])('the host refuses to start with %s', async (_case, module, message) => {
    await expect(buildServiceHost({ databases, modules: [module], logger: false })).rejects.toThrow(message);
  });
});
