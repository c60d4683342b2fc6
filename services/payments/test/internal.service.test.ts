import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentMessages } from '@gbc/contracts/payments';
import {
  createTestDatabase,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import type { PaymentsDatabase } from '../src/database.js';
import { httpIdentityClient } from '../src/role-grants/identity-client.js';
import { bearer, internalApiToken, startPaymentsHost } from './payments-test-kit.js';

let testDb: TestDatabase<PaymentsDatabase>;
let db: Kysely<PaymentsDatabase>;
let http: TestHttpClient;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.destroy();
});

beforeEach(async () => {
  http = await startPaymentsHost(testDb);
});

afterEach(async () => {
  await http.close();
});

const pseudonymise = (userId: string, headers: Record<string, string> = {}) =>
  http.request({ method: 'POST', url: '/api/payments/internal/pseudonymise', payload: { userId }, headers });

async function paidDonation(token: string) {
  const { url } = (
    await http.request({
      method: 'POST',
      url: '/api/payments/checkouts',
      payload: { type: 'donation', amount: 40, recurring: true },
      headers: bearer(token),
    })
  ).json();
  const response = await http.request({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(response.statusCode).toBe(303);
}

describe('POST /api/payments/internal/pseudonymise', () => {
  test.each([
    ['without a token', {}],
    ['with a wrong token', bearer('not-the-internal-token-but-long-enough-0000')],
    [
      'with a member access token',
      bearer(signTestToken({ sub: 'user-x', email: 'x@example.org', roles: ['admin'] })),
    ],
  ])('is refused %s', async (_case, headers) => {
    const response = await pseudonymise('user-x', headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(paymentMessages.internalUnauthorized);
  });

  test("keeps the payments but replaces the person's data", async () => {
    const token = signTestToken({ sub: 'user-gone', email: 'gone@example.org', roles: [] });
    await paidDonation(token);
    const before = (await http.request({ url: '/api/payments/me/payments', headers: bearer(token) })).json();
    expect(before.payments).toHaveLength(1);

    const response = await pseudonymise('user-gone', bearer(internalApiToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checkouts: 1, subscriptions: 1 });

    const checkouts = await db
      .selectFrom('payments.checkouts')
      .selectAll()
      .where('id', '=', before.payments[0].id)
      .execute();
    expect(checkouts).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount: 4000,
        email: null,
        user_id: expect.stringMatching(/^deleted-/),
      }),
    ]);
    const [subscription] = await db
      .selectFrom('payments.subscriptions')
      .selectAll()
      .where('checkout_id', '=', before.payments[0].id)
      .execute();
    expect(subscription?.user_id).toBe(checkouts[0]?.user_id);
    const sessions = await db
      .selectFrom('payments.local_sessions')
      .select('customer_email')
      .where('checkout_id', '=', before.payments[0].id)
      .execute();
    expect(sessions).toEqual([{ customer_email: null }]);
    const after = (await http.request({ url: '/api/payments/me/payments', headers: bearer(token) })).json();
    expect(after).toEqual({ payments: [], subscriptions: [] });
  });
});

describe('identity client', () => {
  let identity: Server;
  let received: { headers: IncomingMessage['headers']; body: string }[];
  let status: number;

  beforeAll(async () => {
    identity = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ headers: { ...request.headers, path: request.url }, body });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => identity.close(resolve));
  });

  beforeEach(() => {
    received = [];
    status = 204;
  });

  test('posts the role grant to identity with the internal token, and fails on a refusal', async () => {
    const { port } = identity.address() as AddressInfo;
    const client = httpIdentityClient({ baseUrl: () => `http://127.0.0.1:${port}`, internalApiToken });
    const grant = { userId: 'user-1', role: 'member' as const, grant: true, reference: 'sub_1' };

    await client.setMemberRole(grant);
    expect(received).toEqual([
      {
        headers: expect.objectContaining({
          path: '/api/identity/internal/role-grants',
          authorization: `Bearer ${internalApiToken}`,
          'content-type': 'application/json',
        }),
        body: JSON.stringify(grant),
      },
    ]);

    status = 401;
    await expect(client.setMemberRole(grant)).rejects.toThrow('401');
  });
});
