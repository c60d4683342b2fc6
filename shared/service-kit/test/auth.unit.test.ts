import { generateKeyPairSync, sign } from 'node:crypto';
import { authMessages, errorCodes } from '@gbc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { buildServiceHost, createDatabase, requireRole, type ServiceModule } from '../src/index.js';
import { listenForTests, signTestToken, type TestHttpClient, testAuthKeys } from '../src/testing.js';

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/secret', { onRequest: requireRole('admin') }, async (request) => ({
    email: request.principal?.email,
  }));
  app.get('/members', { preHandler: requireRole('member') }, async () => ({ ok: true }));
};
const adminModule: ServiceModule = { name: 'admin', plugin: adminRoutes, migrations: {} };

const db = createDatabase('postgres://nobody@127.0.0.1:1/none');
let http: TestHttpClient;
let httpWithoutKey: TestHttpClient;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminToken = () => signTestToken({ email: 'ada@example.org', roles: ['admin'] });

beforeAll(async () => {
  const publicKey = testAuthKeys().publicKey;
  http = await listenForTests(
    await buildServiceHost({ db, modules: [adminModule], logger: false, auth: { publicKey } }),
  );
  httpWithoutKey = await listenForTests(
    await buildServiceHost({ db, modules: [adminModule], logger: false }),
  );
});

afterAll(async () => {
  await http.close();
  await httpWithoutKey.close();
  await db.destroy();
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

  test.each([
    ['garbage', () => 'not.a.token'],
    ['expired', () => signTestToken({ roles: ['admin'] }, { expiresInSeconds: -60 })],
    [
      'signed with another key',
      () => signTestToken({ roles: ['admin'] }, { privateKey: generateKeyPairSync('ed25519').privateKey }),
    ],
    ['missing required claims', () => signTestToken({ roles: ['admin'], email: 'not-an-email' })],
    [
      'unsigned (alg none)',
      () => {
        const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const exp = Math.floor(Date.now() / 1000) + 300;
        return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'x', email: 'x@example.org', roles: ['admin'], exp })}.`;
      },
    ],
  ])('401 for a token that is %s', async (_case, token) => {
    const response = await http.request({ url: '/api/admin/secret', headers: bearer(token()) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  test('without a configured public key every protected route is 401, even for a well-signed token', async () => {
    const response = await httpWithoutKey.request({
      url: '/api/admin/secret',
      headers: bearer(adminToken()),
    });
    expect(response.statusCode).toBe(401);
  });

  test('accepts RS256 tokens from an RSA key as well', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKey = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const rsaHttp = await listenForTests(
      await buildServiceHost({ db, modules: [adminModule], logger: false, auth: { publicKey } }),
    );
    try {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 300;
      const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: 'r', email: 'r@example.org', roles: ['admin'], aal: 'aal2', exp })}`;
      const token = `${unsigned}.${sign('sha256', Buffer.from(unsigned), rsa.privateKey).toString('base64url')}`;
      expect((await rsaHttp.request({ url: '/api/admin/secret', headers: bearer(token) })).statusCode).toBe(
        200,
      );
    } finally {
      await rsaHttp.close();
    }
  });
});
