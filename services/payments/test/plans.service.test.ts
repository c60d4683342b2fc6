import { paymentMessages, paymentsApi, subscriptionPlanCatalogue } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import {
  bearer,
  checkoutRow,
  postEvent,
  publicOrigin,
  receiptsTo,
  sessionObject,
  stripeEvent,
  usePaymentsTestBed,
  waitFor,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed({ provider: 'scripted' });

const dayMs = 24 * 60 * 60 * 1000;
let farmers = 0;

/** A pending plan checkout started signed out with a fresh address (or signed in with `token`). */
async function startPlan(planId: 'soil-scout' | 'soil-harvest', token?: string) {
  farmers += 1;
  const email = `farmer${farmers}@example.org`;
  const response = await bed.http.request({
    method: 'POST',
    url: paymentsApi.checkouts.create,
    payload: token ? { type: 'plan', planId } : { type: 'plan', planId, email, amount: 1 },
    ...(token ? { headers: bearer(token) } : {}),
  });
  expect(response.statusCode).toBe(201);
  const { checkoutId } = response.json();
  return { checkoutId, sessionId: bed.provider.sessionIdOf(checkoutId), email };
}

/** What Stripe's `checkout.session.completed` says of a trial checkout: nothing charged. */
function trialCompleted(checkoutId: string, sessionId: string, subscriptionId: string, id?: string) {
  bed.provider.complete(sessionId, subscriptionId);
  const session = bed.provider.update(sessionId, { amountTotal: 0, paymentStatus: 'no_payment_required' });
  return stripeEvent('checkout.session.completed', sessionObject(session, checkoutId), { id });
}

/** The invoice Stripe charges when the trial ends (`subscription_cycle`), paid by `paymentIntentId`. */
const trialEndInvoice = (subscriptionId: string, amount: number, invoiceId = `in_${subscriptionId}_2`) =>
  stripeEvent('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: amount,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    payments: {
      object: 'list',
      data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: `pi_${invoiceId}` } }],
    },
  });

const subscriptionOf = (checkoutId: string) =>
  bed.db
    .selectFrom('payments.subscriptions')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirstOrThrow();

const auditActions = async (action: string) =>
  bed.db.selectFrom('audit.audit_logs').select('details').where('action', '=', action).execute();

describe('plan checkout', () => {
  test('is priced from the catalogue: a monthly USD subscription with the 30-day trial passed to the provider', async () => {
    const { checkoutId } = await startPlan('soil-harvest');

    expect(bed.provider.created.at(-1)).toMatchObject({
      checkoutId,
      mode: 'subscription',
      amount: 79_900,
      currency: 'usd',
      interval: 'month',
      trialDays: 30,
      description: 'Soil Whisperer Harvest plan (500 acres, 8 robots)',
      successUrl: `${publicOrigin}/ratpak/verticals/soil-whisperer?checkout=${checkoutId}`,
    });
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({
      kind: 'plan',
      item: 'soil-harvest',
      amount: 79_900,
      currency: 'usd',
      interval: 'month',
      trial_days: subscriptionPlanCatalogue.trialDays,
      status: 'pending',
    });
  });

  test('an unknown plan (Enterprise is a custom quote) or a NUL byte is a 400; nothing is started', async () => {
    const before = bed.provider.created.length;
    const unknown = await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'plan', planId: 'soil-enterprise' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.planId).toBe(paymentMessages.planUnknown);
    const nul = await bed.http.request({
      method: 'POST',
      url: paymentsApi.checkouts.create,
      payload: { type: 'plan', planId: 'soil-scout', email: 'a\u0000@example.org' },
    });
    expect(nul.statusCode).toBe(400);
    expect(bed.provider.created.length).toBe(before);
  });
});

describe('a started trial', () => {
  test('amount_total 0 is accepted: paid, subscription trialing for 30 days, trial receipt with a cancel link, ratpak told', async () => {
    const { checkoutId, sessionId, email } = await startPlan('soil-scout');
    const response = await postEvent(bed.http, trialCompleted(checkoutId, sessionId, 'sub_trial_1'));
    expect(response.statusCode).toBe(200);

    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'paid' });
    const subscription = await subscriptionOf(checkoutId);
    expect(subscription.status).toBe('trialing');
    const trialDays = (subscription.trial_ends_at!.getTime() - Date.now()) / dayMs;
    expect(trialDays).toBeGreaterThan(29.99);
    expect(trialDays).toBeLessThanOrEqual(30);

    const [receipt] = await receiptsTo(bed.db, email);
    expect(receipt?.text_body).toContain('Your 30-day free trial has started.');
    expect(receipt?.text_body).toContain('Charged today: $0.00 USD (free trial)');
    expect(receipt?.text_body).toContain(
      `Amount: $299.00 USD, charged from ${subscription.trial_ends_at!.toISOString().slice(0, 10)} every month until you cancel it with the link below`,
    );
    expect(receipt?.text_body).toContain(
      `To cancel this subscription, open ${publicOrigin}${paymentsApi.cancelLink(subscription.id)}?token=`,
    );

    expect(bed.ratpak.calls).toEqual([
      {
        subscriptionId: subscription.id,
        state: {
          checkoutId,
          planId: 'soil-scout',
          status: 'trialing',
          trialEndsAt: subscription.trial_ends_at!.toISOString(),
          email,
        },
      },
    ]);
  });

  test('a trial checkout that the provider says charged the full price at once is refused and audited', async () => {
    const { checkoutId, sessionId } = await startPlan('soil-scout');
    const session = bed.provider.complete(sessionId, 'sub_trial_charged');
    await postEvent(bed.http, stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)));

    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'failed' });
    const audits = await auditActions('checkout_amount_mismatch');
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ checkoutId, expected: { amount: 0, currency: 'usd' } }),
    );
    expect(bed.ratpak.calls).toEqual([]);
  });

  test('a signed-in subscriber gets no cancel link (they cancel from /account) and sees the trial there', async () => {
    const token = signTestToken({ sub: 'user-farmer', email: 'signed-in-farmer@example.org', roles: [] });
    const { checkoutId, sessionId } = await startPlan('soil-harvest', token);
    await postEvent(bed.http, trialCompleted(checkoutId, sessionId, 'sub_trial_signed_in'));

    const [receipt] = await receiptsTo(bed.db, 'signed-in-farmer@example.org');
    expect(receipt?.text_body).toContain('until you cancel it from your account');
    expect(receipt?.text_body).not.toContain('To cancel this subscription');

    const mine = await bed.http.request({
      method: 'GET',
      url: paymentsApi.me.payments,
      headers: bearer(token),
    });
    const [subscription] = mine.json().subscriptions;
    expect(subscription).toMatchObject({
      kind: 'plan',
      status: 'trialing',
      amount: 79_900,
      interval: 'month',
    });
    expect(Date.parse(subscription.trialEndsAt)).toBeGreaterThan(Date.now() + 29 * dayMs);
  });

  test('parallel replays of the completion fulfil once: one subscription, one receipt, one provisioning', async () => {
    const { checkoutId, sessionId, email } = await startPlan('soil-harvest');
    const same = trialCompleted(checkoutId, sessionId, 'sub_trial_parallel', 'evt_trial_same');
    const others = [1, 2, 3].map((n) =>
      trialCompleted(checkoutId, sessionId, 'sub_trial_parallel', `evt_trial_other_${n}`),
    );

    const responses = await Promise.all(
      [same, same, same, ...others].map((event) => postEvent(bed.http, event)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => response.json().duplicate)).toHaveLength(2);
    expect(await receiptsTo(bed.db, email)).toHaveLength(1);
    expect(
      await bed.db
        .selectFrom('payments.subscriptions')
        .select('id')
        .where('checkout_id', '=', checkoutId)
        .execute(),
    ).toHaveLength(1);
    expect(bed.ratpak.calls).toHaveLength(1);
  });
});

describe('the end of the trial', () => {
  test('the first paid invoice is checked against the catalogue price: then active, a receipt, ratpak told', async () => {
    const { checkoutId, sessionId, email } = await startPlan('soil-scout');
    await postEvent(bed.http, trialCompleted(checkoutId, sessionId, 'sub_trial_end'));

    // A first charge of another amount is refused and audited; the trial stays as it was.
    await postEvent(bed.http, trialEndInvoice('sub_trial_end', 100, 'in_trial_end_wrong'));
    expect((await subscriptionOf(checkoutId)).status).toBe('trialing');
    expect((await auditActions('renewal_amount_mismatch')).map((row) => row.details)).toContainEqual(
      expect.objectContaining({
        invoiceId: 'in_trial_end_wrong',
        expected: { amount: 29_900, currency: 'usd' },
      }),
    );

    await postEvent(bed.http, trialEndInvoice('sub_trial_end', 29_900));
    const subscription = await subscriptionOf(checkoutId);
    expect(subscription.status).toBe('active');
    const receipts = await receiptsTo(bed.db, email);
    expect(receipts).toHaveLength(2);
    expect(receipts.map((mail) => mail.text_body).join('\n')).toContain(
      'Amount: $299.00 USD, charged every month until you cancel it with the link below',
    );
    expect(bed.ratpak.calls.map((call) => call.state.status)).toEqual(['trialing', 'active']);
  });

  test('a failed first charge makes the trial past_due, as a failed renewal does', async () => {
    const { checkoutId, sessionId } = await startPlan('soil-scout');
    await postEvent(bed.http, trialCompleted(checkoutId, sessionId, 'sub_trial_fail'));
    await postEvent(
      bed.http,
      stripeEvent('invoice.payment_failed', {
        id: 'in_trial_fail_2',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_trial_fail' } },
      }),
    );
    expect((await subscriptionOf(checkoutId)).status).toBe('past_due');
  });
});

describe('provisioning when ratpak is down', () => {
  test('the state waits in the outbox and the reconciliation job delivers it', async () => {
    bed.ratpak.down = true;
    const { checkoutId, sessionId } = await startPlan('soil-harvest');
    const webhook = await postEvent(bed.http, trialCompleted(checkoutId, sessionId, 'sub_trial_down'));
    // The payment is recorded all the same: provisioning never holds up the provider's event.
    expect(webhook.statusCode).toBe(200);
    const { id } = await subscriptionOf(checkoutId);
    const outbox = () =>
      bed.db
        .selectFrom('payments.plan_provisioning_outbox')
        .selectAll()
        .where('subscription_id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await outbox()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outbox()).last_error).toContain('ratpak could not be reached');
    expect(bed.ratpak.calls).toEqual([]);

    bed.ratpak.down = false;
    // The back-off has passed; a host with the reconciliation job running catches up.
    await bed.db
      .updateTable('payments.plan_provisioning_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('subscription_id', '=', id)
      .execute();
    await bed.startHost({ provider: bed.provider, reconcileIntervalMs: 50 });
    await waitFor(async () => (await outbox()).status === 'delivered');
    expect(bed.ratpak.calls.map((call) => [call.subscriptionId, call.state.status])).toEqual([
      [id, 'trialing'],
    ]);
  });
});

describe('the cancel link of a signed-out subscriber', () => {
  async function trialWithLink() {
    const { checkoutId, sessionId, email } = await startPlan('soil-scout');
    await postEvent(bed.http, trialCompleted(checkoutId, sessionId, `sub_link_${farmers}`));
    const [receipt] = await receiptsTo(bed.db, email);
    const link = new URL(receipt!.text_body.match(/open (http\S+)/)![1]!);
    return { checkoutId, link, subscriptionId: (await subscriptionOf(checkoutId)).id };
  }

  const form = (token: string) => ({
    'content-type': 'application/x-www-form-urlencoded',
    origin: publicOrigin,
    'sec-fetch-site': 'same-origin',
    payload: new URLSearchParams({ token }).toString(),
  });

  const post = (path: string, token: string, headers: Record<string, string> = {}) => {
    const { payload, ...formHeaders } = form(token);
    return bed.http.request({ method: 'POST', url: path, headers: { ...formHeaders, ...headers }, payload });
  };

  test('opening it changes nothing; the press cancels at the provider and here, and tells ratpak', async () => {
    const { checkoutId, link } = await trialWithLink();
    const token = link.searchParams.get('token')!;

    const page = await bed.http.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Cancel your subscription');
    expect(page.body).toContain('Soil Whisperer Scout plan (50 acres, 2 robots)');
    expect(page.body).toContain('<button type="submit">Cancel subscription</button>');
    expect((await subscriptionOf(checkoutId)).status).toBe('trialing');

    const cancelled = await post(link.pathname, token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain(paymentMessages.subscriptionCancelledByLink);
    expect(bed.provider.cancelled).toEqual([(await subscriptionOf(checkoutId)).provider_subscription_id]);
    expect((await subscriptionOf(checkoutId)).status).toBe('cancelled');
    expect(bed.ratpak.calls.map((call) => call.state.status)).toEqual(['trialing', 'cancelled']);

    // Pressed again (a second tab, a replayed form): already cancelled, nothing sent again.
    const again = await post(link.pathname, token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(paymentMessages.subscriptionAlreadyCancelled);
    expect(bed.provider.cancelled).toHaveLength(1);
  });

  test('a wrong token, another subscription, or a cross-site post is refused and cancels nothing', async () => {
    const { checkoutId, link } = await trialWithLink();
    const other = await trialWithLink();
    const token = link.searchParams.get('token')!;

    const forged = await post(link.pathname, `${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(paymentMessages.subscriptionCancelLinkInvalid);
    const swapped = await post(other.link.pathname, token);
    expect(swapped.statusCode).toBe(403);
    const viewForged = await bed.http.request({ method: 'GET', url: `${link.pathname}?token=nope` });
    expect(viewForged.statusCode).toBe(403);
    const crossSite = await post(link.pathname, token, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const notUuid = await post(paymentsApi.cancelLink('not-a-uuid'), token);
    expect(notUuid.statusCode).toBe(400);

    expect(bed.provider.cancelled).toEqual([]);
    expect((await subscriptionOf(checkoutId)).status).toBe('trialing');
  });

  test('an unreachable provider gives 503 with Retry-After, and the subscription keeps running', async () => {
    const { checkoutId, link } = await trialWithLink();
    bed.provider.down = true;
    const response = await post(link.pathname, link.searchParams.get('token')!);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect((await subscriptionOf(checkoutId)).status).toBe('trialing');
  });
});
