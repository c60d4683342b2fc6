import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityApi } from '@gbc/contracts/identity';
import { paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import { httpIdentityClient, IdentityRefusedError } from '../src/role-grants/identity-client.js';
import {
  bearer,
  internalApiToken,
  postEvent,
  ScriptedProvider,
  sessionObject,
  stripeEvent,
  usePaymentsTestBed,
  waitFor,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed();

const pseudonymise = (userId: string, headers: Record<string, string> = {}) =>
  bed.http.request({
    method: 'POST',
    url: paymentsApi.internal.pseudonymise,
    payload: { userId },
    headers,
  });

async function paidDonation(token: string): Promise<string> {
  const { url, checkoutId } = (
    await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'donation', amount: 40, recurring: true },
      headers: bearer(token),
    })
  ).json();
  const response = await bed.http.request({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(response.statusCode).toBe(303);
  return checkoutId;
}

describe(`POST ${paymentsApi.internal.pseudonymise}`, () => {
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
    const before = (await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })).json();
    expect(before.payments).toHaveLength(1);

    const response = await pseudonymise('user-gone', bearer(internalApiToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ checkouts: 1, subscriptions: 1 });

    const checkouts = await bed.db
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
    const [subscription] = await bed.db
      .selectFrom('payments.subscriptions')
      .selectAll()
      .where('checkout_id', '=', before.payments[0].id)
      .execute();
    expect(subscription?.user_id).toBe(checkouts[0]?.user_id);
    const sessions = await bed.db
      .selectFrom('payments.local_sessions')
      .select('customer_email')
      .where('checkout_id', '=', before.payments[0].id)
      .execute();
    expect(sessions).toEqual([{ customer_email: null }]);
    const after = (await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })).json();
    expect(after).toEqual({ payments: [], subscriptions: [] });
  });
});

describe('deleting an account cancels its paid subscriptions', () => {
  test('at the local provider: cancelled there and here before the records are pseudonymised', async () => {
    const token = signTestToken({ sub: 'user-stop', email: 'stop@example.org', roles: [] });
    const checkoutId = await paidDonation(token);
    const response = await pseudonymise('user-stop', bearer(internalApiToken));
    expect(response.statusCode).toBe(200);

    const [subscription] = await bed.db
      .selectFrom('payments.subscriptions')
      .innerJoin(
        'payments.local_sessions',
        'payments.local_sessions.subscription_id',
        'payments.subscriptions.provider_subscription_id',
      )
      .select([
        'payments.subscriptions.status',
        'payments.subscriptions.user_id',
        'payments.local_sessions.subscription_cancelled_at',
      ])
      .where('payments.subscriptions.checkout_id', '=', checkoutId)
      .execute();
    expect(subscription).toMatchObject({
      status: 'cancelled',
      user_id: expect.stringMatching(/^deleted-/),
      subscription_cancelled_at: expect.any(Date),
    });
    expect(await bed.db.selectFrom('payments.subscription_cancellations').selectAll().execute()).toEqual([]);
  });

  test('with Stripe down: queued with the pseudonymisation, retried with back-off until Stripe confirms', async () => {
    const provider = new ScriptedProvider();
    const http = await bed.startHost({ provider, reconcileIntervalMs: 50 });
    const token = signTestToken({ sub: 'user-outage', email: 'outage@example.org', roles: [] });
    const { checkoutId } = (
      await http.request({
        method: 'POST',
        url: paymentsApi.checkouts.create,
        payload: { type: 'donation', amount: 30, recurring: true },
        headers: bearer(token),
      })
    ).json();
    const session = provider.complete(provider.sessionIdOf(checkoutId), 'sub_outage');
    await postEvent(http, stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)));

    provider.down = true;
    const deleted = await http.request({
      method: 'POST',
      url: paymentsApi.internal.pseudonymise,
      payload: { userId: 'user-outage' },
      headers: bearer(internalApiToken),
    });
    expect(deleted.statusCode).toBe(200);
    // Identity retrying the deletion queues nothing twice.
    await http.request({
      method: 'POST',
      url: paymentsApi.internal.pseudonymise,
      payload: { userId: 'user-outage' },
      headers: bearer(internalApiToken),
    });
    const cancellation = () =>
      bed.db
        .selectFrom('payments.subscription_cancellations')
        .selectAll()
        .where('provider_subscription_id', '=', 'sub_outage')
        .execute();
    expect(await cancellation()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('Stripe'),
      }),
    ]);
    const subscription = () =>
      bed.db
        .selectFrom('payments.subscriptions')
        .select(['status', 'user_id'])
        .where('provider_subscription_id', '=', 'sub_outage')
        .executeTakeFirstOrThrow();
    expect(await subscription()).toMatchObject({
      status: 'active',
      user_id: expect.stringMatching(/^deleted-/),
    });

    // Still down when the back-off runs out: tried again, and backs off longer.
    const due = sql`update payments.subscription_cancellations set next_attempt_at = now() where provider_subscription_id = 'sub_outage'`;
    await due.execute(bed.db);
    await waitFor(async () => (await cancellation())[0]?.attempts === 2);
    expect(provider.cancelled).toEqual([]);

    provider.down = false;
    await due.execute(bed.db);
    await waitFor(async () => (await cancellation())[0]?.status === 'done');
    expect(provider.cancelled).toEqual(['sub_outage']);
    expect(await subscription()).toMatchObject({ status: 'cancelled' });
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
          path: identityApi.internal.roleGrants,
          authorization: `Bearer ${internalApiToken}`,
          'content-type': 'application/json',
        }),
        body: JSON.stringify(grant),
      },
    ]);

    status = 401;
    await expect(client.setMemberRole(grant)).rejects.toBeInstanceOf(IdentityRefusedError);
    // A timeout, a rate limit or a server error may pass: retried, not given up.
    for (const transient of [408, 429, 503]) {
      status = transient;
      const failure = client.setMemberRole(grant);
      await expect(failure).rejects.toThrow(String(transient));
      await expect(failure).rejects.not.toBeInstanceOf(IdentityRefusedError);
    }
  });
});
