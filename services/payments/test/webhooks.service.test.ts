import { paymentMessages } from '@gbc/contracts/payments';
import {
  createTestDatabase,
  resetRateLimits,
  signTestToken,
  type TestDatabase,
  type TestHttpClient,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import type { PaymentsDatabase } from '../src/database.js';
import { ProviderUnavailableError } from '../src/providers/payment-provider.js';
import {
  bearer,
  checkoutRow,
  FakeIdentity,
  postEvent,
  receiptsTo,
  ScriptedProvider,
  sessionObject,
  startPaymentsHost,
  stripeEvent,
} from './payments-test-kit.js';

let testDb: TestDatabase<PaymentsDatabase>;
let db: Kysely<PaymentsDatabase>;
let http: TestHttpClient;
let provider: ScriptedProvider;
let identity: FakeIdentity;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.destroy();
});

beforeEach(async () => {
  // Rate-limit budgets live in the database and outlast a host: each test starts with a fresh one.
  await resetRateLimits(db);
  provider = new ScriptedProvider();
  identity = new FakeIdentity();
  http = await startPaymentsHost(testDb, { provider, identity });
});

afterEach(async () => {
  await http.close();
});

let donors = 0;

/** A pending one-off donation from a fresh address; returns its ids and the address. */
async function pendingDonation(amount = 50) {
  donors += 1;
  const email = `donor${donors}@example.org`;
  const response = await http.request({
    method: 'POST',
    url: '/api/payments/checkouts',
    payload: { type: 'donation', amount, email },
  });
  expect(response.statusCode).toBe(201);
  const { checkoutId } = response.json();
  return { checkoutId, sessionId: provider.sessionIdOf(checkoutId), email };
}

const completedEvent = (checkoutId: string, sessionId: string, id?: string) =>
  stripeEvent('checkout.session.completed', sessionObject(provider.complete(sessionId), checkoutId), { id });

const countEvents = async () =>
  (
    await db
      .selectFrom('payments.webhook_events')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('signature', () => {
  test('a bad signature is a 400 and stores nothing', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    const event = completedEvent(checkoutId, sessionId);
    const forged = stripeEvent('checkout.session.completed', JSON.parse(event.payload).data.object, {
      secret: 'whsec_someone_else',
    });
    const before = await countEvents();

    const response = await postEvent(http, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(paymentMessages.webhookSignatureInvalid);
    // The right signature over other bytes fails as well (one changed byte in the body).
    const tampered = await postEvent(http, {
      payload: event.payload.replace('"paid"', '"PAID"'),
      signature: event.signature,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await http.request({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await countEvents()).toBe(before);
    expect(await checkoutRow(db, checkoutId)).toMatchObject({ status: 'pending' });
    expect(await receiptsTo(db, email)).toEqual([]);
  });

  test('a correctly signed event is verified over the exact bytes and fulfils the checkout', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation(75);
    const response = await postEvent(http, completedEvent(checkoutId, sessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await checkoutRow(db, checkoutId)).toMatchObject({
      status: 'paid',
      provider_payment_intent_id: `pi_test_${sessionId}`,
    });
    const receipts = await receiptsTo(db, email);
    expect(receipts).toHaveLength(1);
    // The amount charged is the checkout's, not the one in the event body (`amount_total: 1`).
    expect(receipts[0]?.text_body).toContain('$75.00 USD, charged once');
  });
});

describe('processed once', () => {
  test('a replayed event is a no-op: no second fulfilment or receipt', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    const event = completedEvent(checkoutId, sessionId, 'evt_replayed_1');

    expect((await postEvent(http, event)).json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await checkoutRow(db, checkoutId)).paid_at;
    expect((await postEvent(http, event)).json()).toEqual({ received: true, duplicate: true });

    expect(await receiptsTo(db, email)).toHaveLength(1);
    expect((await checkoutRow(db, checkoutId)).paid_at).toEqual(paidAt);
  });

  test('concurrent deliveries for one session fulfil it once', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    const same = completedEvent(checkoutId, sessionId, 'evt_concurrent_same');
    // Stripe may also send the same news as different events (completed, async succeeded).
    const others = [1, 2, 3].map((n) =>
      stripeEvent(
        n === 1 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
        sessionObject(provider.complete(sessionId), checkoutId),
        { id: `evt_concurrent_${n}` },
      ),
    );
    const responses = await Promise.all([same, same, same, ...others].map((event) => postEvent(http, event)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => response.json().duplicate)).toHaveLength(2);
    expect(await receiptsTo(db, email)).toHaveLength(1);
    expect(
      await db
        .selectFrom('payments.webhook_events')
        .select('id')
        .where('object_id', '=', sessionId)
        .execute(),
    ).toHaveLength(4);
  });

  test('a membership paid by concurrent events grants the role once', async () => {
    const token = signTestToken({ sub: 'user-memb', email: 'memb@example.org', roles: [] });
    const created = await http.request({
      method: 'POST',
      url: '/api/payments/checkouts',
      payload: { type: 'membership', tierId: 'industry-member', amount: 5000 },
      headers: bearer(token),
    });
    const { checkoutId } = created.json();
    const sessionId = provider.sessionIdOf(checkoutId);
    expect(provider.created.at(-1)).toMatchObject({
      mode: 'subscription',
      interval: 'year',
      amount: 500_000,
      currency: 'aud',
    });
    const session = provider.complete(sessionId, 'sub_test_memb');
    await Promise.all(
      [1, 2, 3].map((n) =>
        postEvent(
          http,
          stripeEvent('checkout.session.completed', sessionObject(session, checkoutId), {
            id: `evt_memb_${n}`,
          }),
        ),
      ),
    );
    expect(identity.calls).toEqual([
      { userId: 'user-memb', role: 'member', grant: true, reference: 'sub_test_memb' },
    ]);
    expect(await receiptsTo(db, 'memb@example.org')).toHaveLength(1);

    await postEvent(
      http,
      stripeEvent('customer.subscription.deleted', {
        id: 'sub_test_memb',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    await postEvent(
      http,
      stripeEvent('customer.subscription.deleted', {
        id: 'sub_test_memb',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(identity.calls.filter((call) => !call.grant)).toEqual([
      { userId: 'user-memb', role: 'member', grant: false, reference: 'sub_test_memb' },
    ]);
  });
});

describe('states', () => {
  test('completed with a delayed payment stays processing until it fails', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    provider.complete(sessionId);
    const unpaid = sessionObject(provider.update(sessionId, { paymentStatus: 'unpaid' }), checkoutId);
    await postEvent(http, stripeEvent('checkout.session.completed', unpaid));
    const processing = await http.request({ url: `/api/payments/checkouts/${checkoutId}` });
    expect(processing.json()).toMatchObject({ status: 'pending', outcome: 'processing' });

    await postEvent(
      http,
      stripeEvent('checkout.session.async_payment_failed', { ...unpaid, status: 'complete' }),
    );
    expect(await checkoutRow(db, checkoutId)).toMatchObject({ status: 'failed' });
    const failed = await http.request({ url: `/api/payments/checkouts/${checkoutId}` });
    expect(failed.json()).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(await receiptsTo(db, email)).toEqual([]);
  });

  test('an expired session expires the checkout; a later completion cannot revive it', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    await postEvent(
      http,
      stripeEvent('checkout.session.expired', {
        id: sessionId,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(await checkoutRow(db, checkoutId)).toMatchObject({ status: 'expired' });
    await postEvent(http, completedEvent(checkoutId, sessionId));
    expect(await checkoutRow(db, checkoutId)).toMatchObject({ status: 'expired' });
    expect(await receiptsTo(db, email)).toEqual([]);
  });

  test('a full refund marks a paid checkout refunded', async () => {
    const { checkoutId, sessionId } = await pendingDonation();
    await postEvent(http, completedEvent(checkoutId, sessionId));
    await postEvent(
      http,
      stripeEvent('charge.refunded', {
        id: 'ch_test_1',
        object: 'charge',
        refunded: true,
        payment_intent: `pi_test_${sessionId}`,
      }),
    );
    expect(await checkoutRow(db, checkoutId)).toMatchObject({ status: 'refunded' });
  });

  test('events about sessions the site never started are recorded and change nothing', async () => {
    const before = await countEvents();
    const response = await postEvent(
      http,
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_elsewhere',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await countEvents()).toBe(before + 1);
  });
});

describe('provider outage', () => {
  test('starting a checkout while the provider is down is a 503 with Retry-After, and stores nothing', async () => {
    provider.createCheckoutSession = async () => {
      throw new ProviderUnavailableError('Stripe checkout session creation failed');
    };
    const response = await http.request({
      method: 'POST',
      url: '/api/payments/checkouts',
      payload: { type: 'donation', amount: 5, email: 'outage@example.org' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json().error).toEqual({
      code: 'UNAVAILABLE',
      message: paymentMessages.checkoutUnavailable,
    });
    expect(
      await db
        .selectFrom('payments.checkouts')
        .select('id')
        .where('email', '=', 'outage@example.org')
        .execute(),
    ).toEqual([]);
  });
});

describe('membership role', () => {
  async function paidMembership(token: string, subscriptionId: string) {
    const { checkoutId } = (
      await http.request({
        method: 'POST',
        url: '/api/payments/checkouts',
        payload: { type: 'membership', tierId: 'advocate' },
        headers: bearer(token),
      })
    ).json();
    const session = provider.complete(provider.sessionIdOf(checkoutId), subscriptionId);
    await postEvent(http, stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)));
    return checkoutId as string;
  }

  test('cancelling one of two memberships keeps the role; cancelling the last withdraws it', async () => {
    const token = signTestToken({ sub: 'user-two', email: 'two@example.org', roles: [] });
    await paidMembership(token, 'sub_two_a');
    await paidMembership(token, 'sub_two_b');
    const cancel = (id: string) =>
      postEvent(
        http,
        stripeEvent('customer.subscription.deleted', { id, object: 'subscription', status: 'canceled' }),
      );

    await cancel('sub_two_a');
    expect(identity.calls.filter((call) => !call.grant)).toEqual([]);
    await cancel('sub_two_b');
    expect(identity.calls.filter((call) => !call.grant)).toEqual([
      { userId: 'user-two', role: 'member', grant: false, reference: 'sub_two_b' },
    ]);
  });

  test('payment and cancellation are written to the audit log', async () => {
    const token = signTestToken({ sub: 'user-audit', email: 'audit@example.org', roles: [] });
    const checkoutId = await paidMembership(token, 'sub_audit');
    const actions = await db
      .selectFrom('audit.audit_logs')
      .select(['action', 'details'])
      .where('event_type', '=', 'payment')
      .orderBy('created_at')
      .execute();
    expect(actions.filter((row) => row.details.checkoutId === checkoutId).map((row) => row.action)).toEqual([
      'checkout_started',
      'checkout_paid',
    ]);
  });
});

describe('renewals', () => {
  test("a subscription's later periods are recorded once each, with a receipt, and listed", async () => {
    const token = signTestToken({ sub: 'user-renew', email: 'renew@example.org', roles: [] });
    const { checkoutId } = (
      await http.request({
        method: 'POST',
        url: '/api/payments/checkouts',
        payload: { type: 'donation', amount: 20, recurring: true },
        headers: bearer(token),
      })
    ).json();
    const session = provider.complete(provider.sessionIdOf(checkoutId), 'sub_renew');
    await postEvent(http, stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)));
    const invoice = (id: string, billingReason: string) => ({
      id,
      object: 'invoice',
      billing_reason: billingReason,
      amount_paid: 2000,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
    });

    // The first invoice is the checkout itself.
    await postEvent(http, stripeEvent('invoice.paid', invoice('in_first', 'subscription_create')));
    expect(await receiptsTo(db, 'renew@example.org')).toHaveLength(1);

    await postEvent(http, stripeEvent('invoice.paid', invoice('in_second', 'subscription_cycle')));
    // Stripe may announce one invoice in two events; the invoice id keeps it to one renewal.
    await postEvent(http, stripeEvent('invoice.paid', invoice('in_second', 'subscription_cycle')));
    expect(await receiptsTo(db, 'renew@example.org')).toHaveLength(2);

    const mine = (await http.request({ url: '/api/payments/me/payments', headers: bearer(token) })).json();
    expect(mine.payments).toEqual([
      expect.objectContaining({ description: 'Monthly donation, renewal', amount: 2000, status: 'paid' }),
      expect.objectContaining({ id: checkoutId, description: 'Monthly donation', status: 'paid' }),
    ]);
  });
});
