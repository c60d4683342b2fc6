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
import { buildServiceHost, openServiceDatabases, requireRole, type ServiceModule } from '../src/index.js';
import { injectForTests, signTestToken, type TestHttpClient, testAuthKeys } from '../src/testing.js';

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/secret', { onRequest: requireRole('admin') }, async (request) => ({
    email: request.principal?.email,
  }));
  app.get('/members', { preHandler: requireRole('member') }, async () => ({ ok: true }));
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

describe('requireRole', () => {
  test('admits a valid token with the role and exposes its claims', async () => {
    const response = await http.request({ url: '/api/admin/secret', headers: bearer(adminToken()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'ada@example.org' });
  });

  test('works as a preHandler too', async () => {
    const response = await http.request({ url: '/api/admin/members', headers: bearer(signTestToken()) });
    expect(response.statusCode).toBe(200);
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
    ['RSA (RS256)', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
    ['P-256 (ES256)', () => generateKeyPairSync('ec', { namedCurve: 'P-256' })],
  ])('accepts tokens from an %s key', async (_case, pair) => {
    const { publicKey, privateKey } = pair();
    const other = injectForTests(
      await host({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
    );
    try {
      const token = signTestToken({ roles: ['admin'] }, { privateKey });
      expect((await other.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
        200,
      );
    } finally {
      await other.close();
    }
  });
});

describe('keys from a JWKS URL', () => {
  const current = generateKeyPairSync('ed25519');
  const es256 = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let jwksServer: Server;
  let jwksHttp: TestHttpClient;

  beforeAll(async () => {
    const keys = [
      { ...current.publicKey.export({ format: 'jwk' }), kid: 'ed-1', alg: 'EdDSA', use: 'sig' },
      { ...es256.publicKey.export({ format: 'jwk' }), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ];
    jwksServer = createServer((_request, response) => {
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
    ['EdDSA', 'ed-1', current.privateKey],
    ['ES256', 'ec-1', es256.privateKey],
  ])('selects the %s key by kid', async (_alg, kid, privateKey) => {
    const token = signTestToken({ roles: ['admin'] }, { privateKey, header: { kid } });
    expect((await jwksHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
      200,
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
