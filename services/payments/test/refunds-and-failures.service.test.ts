import { paymentsApi } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import {
  bearer,
  checkoutRow,
  internalApiToken,
  postEvent,
  settledCheckout,
  stripeEvent,
  usePaymentsTestBed,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed({ provider: 'scripted' });

/** A paid advocate membership; `subscriptionId` null: paid once, with a payment intent to refund. */
async function paidMembership(userId: string, subscriptionId: string | null) {
  const token = signTestToken({ sub: userId, email: `${userId}@example.org`, roles: [] });
  const { checkoutId, sessionId } = await settledCheckout(
    bed,
    token,
    { type: 'membership', tierId: 'advocate' },
    subscriptionId,
  );
  return { checkoutId, sessionId, token };
}

const refund = (sessionId: string) =>
  postEvent(
    bed.http,
    stripeEvent('charge.refunded', {
      id: `ch_${sessionId}`,
      object: 'charge',
      refunded: true,
      payment_intent: `pi_test_${sessionId}`,
    }),
  );

const withdrawals = () => bed.identity.calls.filter((call) => !call.grant);

const mailsTo = (to: string, template: string) =>
  bed.db
    .selectFrom('mail.outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('template', '=', template)
    .execute();

const failedInvoice = (subscriptionId: string, id = `in_${subscriptionId}`) =>
  stripeEvent('invoice.payment_failed', {
    id,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    parent: { subscription_details: { subscription: subscriptionId } },
  });

describe('refunds', () => {
  test('a refunded membership is marked refunded and withdraws the member role, once', async () => {
    const { checkoutId, sessionId } = await paidMembership('user-refund', null);
    expect(bed.identity.calls).toEqual([expect.objectContaining({ userId: 'user-refund', grant: true })]);
    expect((await refund(sessionId)).statusCode).toBe(200);
    await refund(sessionId);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
    expect(withdrawals()).toEqual([
      { userId: 'user-refund', role: 'member', grant: false, reference: checkoutId },
    ]);
  });

  test('refunding one membership keeps the role while another is active', async () => {
    await paidMembership('user-two-refund', 'sub_kept');
    const { sessionId, checkoutId } = await paidMembership('user-two-refund', null);
    await refund(sessionId);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
    expect(withdrawals()).toEqual([]);
  });
});

/** Stripe's events for a paid subscription invoice: the invoice, and (separately) the payment that paid it. */
const paidInvoice = (subscriptionId: string, invoiceId: string, billingReason: string, amount: number) =>
  stripeEvent('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    billing_reason: billingReason,
    amount_paid: amount,
    currency: 'aud',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });

const invoicePaymentPaid = (invoiceId: string, paymentIntentId: string) =>
  stripeEvent('invoice_payment.paid', {
    id: `inpay_${invoiceId}`,
    object: 'invoice_payment',
    invoice: invoiceId,
    status: 'paid',
    amount_paid: 12_000,
    currency: 'aud',
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
  });

const refundOf = (paymentIntentId: string) =>
  stripeEvent('charge.refunded', {
    id: `ch_${paymentIntentId}`,
    object: 'charge',
    refunded: true,
    payment_intent: paymentIntentId,
  });

describe('refunds of subscription payments (Stripe: through the paid invoice)', () => {
  test.each([
    ['invoice first', false],
    ['invoice payment first', true],
  ])(
    'a yearly membership refunded at Stripe is refunded here and withdraws the role (%s)',
    async (_order, paymentFirst) => {
      const userId = `user-yearly-${paymentFirst}`;
      const subscriptionId = `sub_yearly_${paymentFirst}`;
      const { checkoutId } = await paidMembership(userId, subscriptionId);
      const events = [
        paidInvoice(subscriptionId, `in_${subscriptionId}`, 'subscription_create', 12_000),
        invoicePaymentPaid(`in_${subscriptionId}`, `pi_${subscriptionId}`),
      ];
      for (const event of paymentFirst ? events.reverse() : events) {
        expect((await postEvent(bed.http, event)).statusCode).toBe(200);
      }
      expect((await postEvent(bed.http, refundOf(`pi_${subscriptionId}`))).statusCode).toBe(200);
      await postEvent(bed.http, refundOf(`pi_${subscriptionId}`));
      expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
      expect(withdrawals()).toEqual([{ userId, role: 'member', grant: false, reference: checkoutId }]);
    },
  );

  test('a refund that comes before the invoice events is handed back, then applied when delivered again', async () => {
    const userId = 'user-early-refund';
    const subscriptionId = 'sub_early_refund';
    const { checkoutId } = await paidMembership(userId, subscriptionId);
    const earlyRefund = stripeEvent('charge.refunded', {
      id: `ch_pi_${subscriptionId}`,
      object: 'charge',
      refunded: true,
      created: Math.floor(Date.now() / 1000),
      payment_intent: `pi_${subscriptionId}`,
    });
    expect((await postEvent(bed.http, earlyRefund)).statusCode).toBe(409);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'paid' });
    await postEvent(
      bed.http,
      paidInvoice(subscriptionId, `in_${subscriptionId}`, 'subscription_create', 12_000),
    );
    await postEvent(bed.http, invoicePaymentPaid(`in_${subscriptionId}`, `pi_${subscriptionId}`));
    expect((await postEvent(bed.http, earlyRefund)).statusCode).toBe(200);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
    expect(withdrawals()).toEqual([{ userId, role: 'member', grant: false, reference: checkoutId }]);
  });

  test("a monthly donation's renewal refunded at Stripe shows as refunded; the first payment stays paid", async () => {
    const token = signTestToken({ sub: 'user-monthly', email: 'monthly@example.org', roles: [] });
    const { checkoutId } = await settledCheckout(
      bed,
      token,
      { type: 'donation', amount: 20, recurring: true },
      'sub_monthly',
    );
    // An invoice event may carry its payments list (expanded): that records the payment as well.
    await postEvent(
      bed.http,
      stripeEvent('invoice.paid', {
        id: 'in_monthly_2',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 2000,
        currency: 'usd',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_monthly' } },
        payments: {
          object: 'list',
          data: [
            {
              id: 'inpay_monthly_2',
              object: 'invoice_payment',
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: 'pi_monthly_2' },
            },
          ],
        },
      }),
    );
    await postEvent(bed.http, refundOf('pi_monthly_2'));

    const mine = (await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })).json();
    expect(mine.payments).toEqual([
      expect.objectContaining({ description: 'Monthly donation, renewal', status: 'refunded' }),
      expect.objectContaining({ id: checkoutId, status: 'paid' }),
    ]);
  });

  test('a refund of a payment the site does not know changes nothing', async () => {
    expect((await postEvent(bed.http, refundOf('pi_unknown'))).statusCode).toBe(200);
    expect(withdrawals()).toEqual([]);
  });
});

describe('failed renewals', () => {
  test('invoice.payment_failed marks the subscription past_due and sends one notice; a paid renewal restores it', async () => {
    const { token } = await paidMembership('user-late', 'sub_late');
    expect((await postEvent(bed.http, failedInvoice('sub_late', 'in_late_1'))).statusCode).toBe(200);
    // The provider's retry of the same delinquency sends nothing more.
    await postEvent(bed.http, failedInvoice('sub_late', 'in_late_1'));
    const mine = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(mine.json().subscriptions).toEqual([expect.objectContaining({ status: 'past_due' })]);
    const notices = await mailsTo('user-late@example.org', 'payment-failed');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text_body).toContain('We could not collect your payment');
    expect(notices[0]?.text_body).toContain('Reference: ');
    expect(withdrawals()).toEqual([]);

    await postEvent(
      bed.http,
      stripeEvent('invoice.paid', {
        id: 'in_late_2',
        object: 'invoice',
        amount_paid: 12_000,
        currency: 'aud',
        billing_reason: 'subscription_cycle',
        parent: { subscription_details: { subscription: 'sub_late' } },
      }),
    );
    const after = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(after.json().subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });
});

describe('pseudonymisation and the mail outbox', () => {
  test("scrubs the member's address from payments' sent and pending mails, and only those", async () => {
    await paidMembership('user-scrub', 'sub_scrub');
    await postEvent(bed.http, failedInvoice('sub_scrub'));
    await bed.db
      .updateTable('mail.outbox')
      .set({ status: 'sent', sent_at: new Date() })
      .where('to_address', '=', 'user-scrub@example.org')
      .where('template', '=', 'payment-receipt')
      .execute();
    // Someone else's mail to the same address (another service's) is not payments' to touch.
    await bed.db
      .insertInto('mail.outbox')
      .values({
        to_address: 'user-scrub@example.org',
        subject: 'Newsletter',
        text_body: 'Hello',
        template: 'newsletter-welcome',
        message_id: '<other@example.org>',
      })
      .execute();

    const response = await bed.http.request({
      method: 'POST',
      url: paymentsApi.internal.pseudonymise,
      payload: { userId: 'user-scrub' },
      headers: bearer(internalApiToken),
    });
    expect(response.statusCode).toBe(200);

    const rows = await bed.db
      .selectFrom('mail.outbox')
      .select(['to_address', 'template', 'status'])
      .where('template', 'in', ['payment-receipt', 'payment-failed', 'newsletter-welcome'])
      .where((eb) =>
        eb.or([eb('to_address', '=', 'user-scrub@example.org'), eb('to_address', 'like', 'deleted-%')]),
      )
      .execute();
    expect(rows.filter((row) => row.to_address === 'user-scrub@example.org')).toEqual([
      { to_address: 'user-scrub@example.org', template: 'newsletter-welcome', status: 'pending' },
    ]);
    const scrubbed = rows.filter((row) => row.to_address !== 'user-scrub@example.org');
    expect(scrubbed).toEqual(
      expect.arrayContaining([
        {
          to_address: expect.stringMatching(/^deleted-.+@deleted\.invalid$/),
          template: 'payment-receipt',
          status: 'sent',
        },
        {
          to_address: expect.stringMatching(/^deleted-.+@deleted\.invalid$/),
          template: 'payment-failed',
          status: 'failed',
        },
      ]),
    );
  });
});
