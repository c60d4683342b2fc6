import { paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import { ProviderUnavailableError } from '../src/providers/payment-provider.js';
import {
  bearer,
  checkoutRow,
  postEvent,
  receiptsTo,
  sessionObject,
  settledCheckout,
  stripeEvent,
  usePaymentsTestBed,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed({ provider: 'scripted' });

let donors = 0;

/** A pending one-off donation from a fresh address; returns its ids and the address. */
async function pendingDonation(amount = 50) {
  donors += 1;
  const email = `donor${donors}@example.org`;
  const response = await bed.http.request({
    method: 'POST',
    url: paymentsApi.checkouts.create,
    payload: { type: 'donation', amount, email },
  });
  expect(response.statusCode).toBe(201);
  const { checkoutId } = response.json();
  return { checkoutId, sessionId: bed.provider.sessionIdOf(checkoutId), email };
}

const completedEvent = (checkoutId: string, sessionId: string, id?: string) =>
  stripeEvent('checkout.session.completed', sessionObject(bed.provider.complete(sessionId), checkoutId), {
    id,
  });

const countEvents = async () =>
  (
    await bed.db
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

    const response = await postEvent(bed.http, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(paymentMessages.webhookSignatureInvalid);
    // The right signature over other bytes fails as well (one changed byte in the body).
    const tampered = await postEvent(bed.http, {
      payload: event.payload.replace('"paid"', '"PAID"'),
      signature: event.signature,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await bed.http.request({
      method: 'POST',
      url: paymentsApi.stripeWebhook,
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await countEvents()).toBe(before);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'pending' });
    expect(await receiptsTo(bed.db, email)).toEqual([]);
  });

  test('a correctly signed event is verified over the exact bytes and fulfils the checkout', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation(75);
    const response = await postEvent(bed.http, completedEvent(checkoutId, sessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({
      status: 'paid',
      provider_payment_intent_id: `pi_test_${sessionId}`,
    });
    const receipts = await receiptsTo(bed.db, email);
    expect(receipts).toHaveLength(1);
    // The amount charged is the checkout's, not the one in the event body (`amount_total: 1`).
    expect(receipts[0]?.text_body).toContain('$75.00 USD, charged once');
  });

  test('a signed event carrying text the database cannot store is a 400 that stores nothing', async () => {
    const before = await countEvents();
    for (const id of ['evt_nul_\u0000', 'evt_half_\ud800']) {
      const event = stripeEvent(
        'checkout.session.completed',
        { id: 'cs_odd', object: 'checkout.session' },
        { id },
      );
      const response = await postEvent(bed.http, event);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
    expect(await countEvents()).toBe(before);
  });
});

describe('a signed-out donor who gave no address', () => {
  test('is asked by Stripe; the receipt goes to the address the session returns, kept for renewals', async () => {
    const created = await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'donation', amount: 40 },
    });
    expect(created.statusCode).toBe(201);
    const { checkoutId } = created.json();
    expect(bed.provider.created.at(-1)).toMatchObject({ checkoutId, customerEmail: null });
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ email: null, user_id: null });

    const session = bed.provider.complete(bed.provider.sessionIdOf(checkoutId));
    const event = stripeEvent('checkout.session.completed', {
      ...sessionObject(session, checkoutId),
      customer_email: null,
      customer_details: { email: 'typed-at-stripe@example.org' },
    });
    expect((await postEvent(bed.http, event)).statusCode).toBe(200);

    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({
      status: 'paid',
      email: 'typed-at-stripe@example.org',
    });
    const receipts = await receiptsTo(bed.db, 'typed-at-stripe@example.org');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('$40.00 USD, charged once');
  });

  test('an address the provider relays that our rule refuses is not mailed', async () => {
    const { checkoutId } = (
      await bed.http.request({
        method: 'POST',
        url: paymentsApi.checkouts.create,
        payload: { type: 'product', tier: 'pawlink-starter' },
      })
    ).json();
    const session = bed.provider.complete(bed.provider.sessionIdOf(checkoutId));
    const event = stripeEvent('checkout.session.completed', {
      ...sessionObject(session, checkoutId),
      customer_email: null,
      customer_details: { email: 'a@example.org\r\nBcc: b@example.org' },
    });
    expect((await postEvent(bed.http, event)).statusCode).toBe(200);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'paid', email: null });
    const mailed = await bed.db
      .selectFrom('mail.outbox')
      .select('to_address')
      .where('to_address', 'like', '%b@example.org%')
      .execute();
    expect(mailed).toEqual([]);
  });
});

describe('processed once', () => {
  test('a replayed event is a no-op: no second fulfilment or receipt', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    const event = completedEvent(checkoutId, sessionId, 'evt_replayed_1');

    expect((await postEvent(bed.http, event)).json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await checkoutRow(bed.db, checkoutId)).paid_at;
    expect((await postEvent(bed.http, event)).json()).toEqual({ received: true, duplicate: true });

    expect(await receiptsTo(bed.db, email)).toHaveLength(1);
    expect((await checkoutRow(bed.db, checkoutId)).paid_at).toEqual(paidAt);
  });

  test('concurrent deliveries for one session fulfil it once', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    const same = completedEvent(checkoutId, sessionId, 'evt_concurrent_same');
    // Stripe may also send the same news as different events (completed, async succeeded).
    const others = [1, 2, 3].map((n) =>
      stripeEvent(
        n === 1 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
        sessionObject(bed.provider.complete(sessionId), checkoutId),
        { id: `evt_concurrent_${n}` },
      ),
    );
    const responses = await Promise.all(
      [same, same, same, ...others].map((event) => postEvent(bed.http, event)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => response.json().duplicate)).toHaveLength(2);
    expect(await receiptsTo(bed.db, email)).toHaveLength(1);
    expect(
      await bed.db
        .selectFrom('payments.webhook_events')
        .select('id')
        .where('object_id', '=', sessionId)
        .execute(),
    ).toHaveLength(4);
  });

  test('a membership paid by concurrent events grants the role once', async () => {
    const token = signTestToken({ sub: 'user-memb', email: 'memb@example.org', roles: [] });
    const created = await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'membership', tierId: 'industry-member', amount: 5000 },
      headers: bearer(token),
    });
    const { checkoutId } = created.json();
    const sessionId = bed.provider.sessionIdOf(checkoutId);
    expect(bed.provider.created.at(-1)).toMatchObject({
      mode: 'subscription',
      interval: 'year',
      amount: 500_000,
      currency: 'aud',
    });
    const session = bed.provider.complete(sessionId, 'sub_test_memb');
    await Promise.all(
      [1, 2, 3].map((n) =>
        postEvent(
          bed.http,
          stripeEvent('checkout.session.completed', sessionObject(session, checkoutId), {
            id: `evt_memb_${n}`,
          }),
        ),
      ),
    );
    expect(bed.identity.calls).toEqual([
      { userId: 'user-memb', role: 'member', grant: true, reference: 'sub_test_memb' },
    ]);
    expect(await receiptsTo(bed.db, 'memb@example.org')).toHaveLength(1);

    await postEvent(
      bed.http,
      stripeEvent('customer.subscription.deleted', {
        id: 'sub_test_memb',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    await postEvent(
      bed.http,
      stripeEvent('customer.subscription.deleted', {
        id: 'sub_test_memb',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(bed.identity.calls.filter((call) => !call.grant)).toEqual([
      { userId: 'user-memb', role: 'member', grant: false, reference: 'sub_test_memb' },
    ]);
  });
});

describe('states', () => {
  test('completed with a delayed payment stays processing until it fails', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    bed.provider.complete(sessionId);
    const unpaid = sessionObject(bed.provider.update(sessionId, { paymentStatus: 'unpaid' }), checkoutId);
    await postEvent(bed.http, stripeEvent('checkout.session.completed', unpaid));
    const processing = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(processing.json()).toMatchObject({ status: 'pending', outcome: 'processing' });

    await postEvent(
      bed.http,
      stripeEvent('checkout.session.async_payment_failed', { ...unpaid, status: 'complete' }),
    );
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'failed' });
    const failed = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(failed.json()).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(await receiptsTo(bed.db, email)).toEqual([]);
  });

  test('an expired session expires the checkout; a later completion cannot revive it', async () => {
    const { checkoutId, sessionId, email } = await pendingDonation();
    await postEvent(
      bed.http,
      stripeEvent('checkout.session.expired', {
        id: sessionId,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
      }),
    );
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'expired' });
    await postEvent(bed.http, completedEvent(checkoutId, sessionId));
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'expired' });
    expect(await receiptsTo(bed.db, email)).toEqual([]);
  });

  test('a full refund marks a paid checkout refunded', async () => {
    const { checkoutId, sessionId } = await pendingDonation();
    await postEvent(bed.http, completedEvent(checkoutId, sessionId));
    await postEvent(
      bed.http,
      stripeEvent('charge.refunded', {
        id: 'ch_test_1',
        object: 'charge',
        refunded: true,
        payment_intent: `pi_test_${sessionId}`,
      }),
    );
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
  });

  test('events about sessions the site never started are recorded and change nothing', async () => {
    const before = await countEvents();
    const response = await postEvent(
      bed.http,
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

describe('amount and currency are checked before fulfilling', () => {
  const auditOf = (action: string) =>
    bed.db.selectFrom('audit.audit_logs').selectAll().where('action', '=', action).execute();

  test.each([
    ['a smaller amount', { amountTotal: 100 }],
    ['another currency', { currency: 'aud' }],
    ['no amount', { amountTotal: null }],
  ])('a completed checkout with %s is audited, answered 200 and not fulfilled', async (_case, patch) => {
    const { checkoutId, sessionId, email } = await pendingDonation(50);
    bed.provider.complete(sessionId);
    const session = bed.provider.update(sessionId, patch);
    const response = await postEvent(
      bed.http,
      stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)),
    );
    expect(response.statusCode).toBe(200);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'failed', paid_at: null });
    expect(await receiptsTo(bed.db, email)).toEqual([]);
    const audit = (await auditOf('checkout_amount_mismatch')).filter(
      (row) => row.details.checkoutId === checkoutId,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        severity: 'critical',
        is_suspicious: true,
        details: expect.objectContaining({
          expected: { amount: 5000, currency: 'usd' },
          paid: { amount: session.amountTotal, currency: session.currency },
        }),
      }),
    ]);
    // The success page's provider lookup does not fulfil it either.
    const state = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(state.json()).toMatchObject({ status: 'failed' });
  });

  test('a paid renewal invoice for another amount records no renewal and no receipt', async () => {
    const token = signTestToken({ sub: 'user-short', email: 'short@example.org', roles: [] });
    await settledCheckout(bed, token, { type: 'donation', amount: 20, recurring: true }, 'sub_short');
    const response = await postEvent(
      bed.http,
      stripeEvent('invoice.paid', {
        id: 'in_short',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 1,
        currency: 'usd',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_short' } },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await receiptsTo(bed.db, 'short@example.org')).toHaveLength(1);
    const renewals = await bed.db
      .selectFrom('payments.renewals')
      .selectAll()
      .where('provider_invoice_id', '=', 'in_short')
      .execute();
    expect(renewals).toEqual([]);
    expect(await auditOf('renewal_amount_mismatch')).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ invoiceId: 'in_short', paid: { amount: 1, currency: 'usd' } }),
      }),
    ]);
  });
});

describe('provider outage', () => {
  test('starting a checkout while the bed.provider is down is a 503 with Retry-After, and stores nothing', async () => {
    bed.provider.createCheckoutSession = async () => {
      throw new ProviderUnavailableError('Stripe checkout session creation failed');
    };
    const response = await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'donation', amount: 5, email: 'outage@example.org' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json().error).toEqual({
      code: 'UNAVAILABLE',
      message: paymentMessages.checkoutUnavailable,
    });
    expect(
      await bed.db
        .selectFrom('payments.checkouts')
        .select('id')
        .where('email', '=', 'outage@example.org')
        .execute(),
    ).toEqual([]);
  });
});

describe('membership role', () => {
  async function paidMembership(token: string, subscriptionId: string) {
    const { checkoutId } = await settledCheckout(
      bed,
      token,
      { type: 'membership', tierId: 'advocate' },
      subscriptionId,
    );
    return checkoutId as string;
  }

  test('cancelling one of two memberships keeps the role; cancelling the last withdraws it', async () => {
    const token = signTestToken({ sub: 'user-two', email: 'two@example.org', roles: [] });
    await paidMembership(token, 'sub_two_a');
    await paidMembership(token, 'sub_two_b');
    const cancel = (id: string) =>
      postEvent(
        bed.http,
        stripeEvent('customer.subscription.deleted', { id, object: 'subscription', status: 'canceled' }),
      );

    await cancel('sub_two_a');
    expect(bed.identity.calls.filter((call) => !call.grant)).toEqual([]);
    await cancel('sub_two_b');
    expect(bed.identity.calls.filter((call) => !call.grant)).toEqual([
      { userId: 'user-two', role: 'member', grant: false, reference: 'sub_two_b' },
    ]);
  });

  test('payment and cancellation are written to the audit log', async () => {
    const token = signTestToken({ sub: 'user-audit', email: 'audit@example.org', roles: [] });
    const checkoutId = await paidMembership(token, 'sub_audit');
    const actions = await bed.db
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
    const { checkoutId } = await settledCheckout(
      bed,
      token,
      { type: 'donation', amount: 20, recurring: true },
      'sub_renew',
    );
    const invoice = (id: string, billingReason: string) => ({
      id,
      object: 'invoice',
      billing_reason: billingReason,
      amount_paid: 2000,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
    });

    // The first invoice is the checkout itself.
    await postEvent(bed.http, stripeEvent('invoice.paid', invoice('in_first', 'subscription_create')));
    expect(await receiptsTo(bed.db, 'renew@example.org')).toHaveLength(1);

    await postEvent(bed.http, stripeEvent('invoice.paid', invoice('in_second', 'subscription_cycle')));
    // Stripe may announce one invoice in two events; the invoice id keeps it to one renewal.
    await postEvent(bed.http, stripeEvent('invoice.paid', invoice('in_second', 'subscription_cycle')));
    expect(await receiptsTo(bed.db, 'renew@example.org')).toHaveLength(2);

    const mine = (await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })).json();
    expect(mine.payments).toEqual([
      expect.objectContaining({ description: 'Monthly donation, renewal', amount: 2000, status: 'paid' }),
      expect.objectContaining({ id: checkoutId, description: 'Monthly donation', status: 'paid' }),
    ]);
  });
});
