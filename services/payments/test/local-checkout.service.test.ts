import { errorCodes, genericMessages } from '@gbc/contracts';
import { membershipAmountRangeMessage, paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import { bearer, checkoutRow, publicOrigin, receiptsTo, usePaymentsTestBed } from './payments-test-kit.js';

const bed = usePaymentsTestBed();

const startCheckout = (payload: unknown, headers: Record<string, string> = {}) =>
  bed.http.request({ method: 'POST', url: paymentsApi.checkouts.create, payload, headers });

/** The local page's path from the checkout url the API returned. */
const pagePath = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(publicOrigin);
  return parsed.pathname;
};

const submit = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  bed.http.request({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const member = { sub: 'user-ada', email: 'ada@example.org', roles: ['member' as const] };

describe('local provider, end to end over HTTP', () => {
  test('a $50 monthly donation: page, Pay, paid state, one receipt, listed with its subscription', async () => {
    const token = signTestToken(member);
    const created = await startCheckout({ type: 'donation', amount: 50, recurring: true }, bearer(token));
    expect(created.statusCode).toBe(201);
    const { checkoutId, url } = created.json();

    const page = await bed.http.request({ url: pagePath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('$50.00 USD per month');
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
    expect(page.body).not.toMatch(/<script|style=/i);

    const pending = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(pending.json()).toMatchObject({ status: 'pending', outcome: 'processing' });

    const paid = await submit(pagePath(url), { action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${publicOrigin}/donations?checkout=${checkoutId}`);

    const state = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(state.json()).toEqual({
      id: checkoutId,
      kind: 'donation',
      description: 'Monthly donation',
      amount: 5000,
      currency: 'usd',
      interval: 'month',
      status: 'paid',
      outcome: 'paid',
    });
    const receipts = await receiptsTo(bed.db, 'ada@example.org');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('$50.00 USD, charged every month');

    const mine = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().payments).toEqual([expect.objectContaining({ id: checkoutId, status: 'paid' })]);
    expect(mine.json().subscriptions).toEqual([
      expect.objectContaining({ checkoutId, status: 'active', interval: 'month', amount: 5000 }),
    ]);

    // Pressing Pay again (back button) changes nothing.
    const again = await submit(pagePath(url), { action: 'pay' });
    expect(again.statusCode).toBe(409);
    expect(await receiptsTo(bed.db, 'ada@example.org')).toHaveLength(1);
  });

  test('Cancel expires the checkout: the state says failed and nothing is mailed', async () => {
    const created = await startCheckout({ type: 'donation', amount: 25, email: 'bob@example.org' });
    const { checkoutId, url } = created.json();

    const cancelled = await submit(pagePath(url), { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${publicOrigin}/donations?checkout=${checkoutId}&cancelled=1`);
    const state = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(state.json()).toMatchObject({ status: 'expired', outcome: 'failed' });
    expect(await receiptsTo(bed.db, 'bob@example.org')).toEqual([]);

    const closed = await bed.http.request({ url: pagePath(url) });
    expect(closed.body).toContain('no longer open');
  });

  test('a membership grants the member role; cancelling it in the portal withdraws it', async () => {
    const token = signTestToken({ sub: 'user-carol', email: 'carol@example.org', roles: [] });
    const created = await startCheckout(
      { type: 'membership', tierId: 'individual-member', amount: 200 },
      bearer(token),
    );
    expect(created.statusCode).toBe(201);
    const { checkoutId, url } = created.json();
    await submit(pagePath(url), { action: 'pay' });

    const { subscriptions } = (
      await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })
    ).json();
    expect(subscriptions).toEqual([
      expect.objectContaining({
        checkoutId,
        status: 'active',
        amount: 20_000,
        currency: 'aud',
        interval: 'year',
      }),
    ]);
    const subscription = await bed.db
      .selectFrom('payments.subscriptions')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(bed.identity.calls).toEqual([
      { userId: 'user-carol', role: 'member', grant: true, reference: subscription.provider_subscription_id },
    ]);

    const portal = await bed.http.request({
      method: 'POST',
      url: paymentsApi.me.subscriptionPortal(subscriptions[0].id),
      headers: bearer(token),
    });
    expect(portal.statusCode).toBe(200);
    const portalUrl = new URL(portal.json().url);
    const portalPage = await bed.http.request({ url: `${portalUrl.pathname}${portalUrl.search}` });
    expect(portalPage.body).toContain('Cancel subscription');

    // A link with another token is refused.
    const forged = await submit(portalUrl.pathname, {
      action: 'cancel',
      token: 'forged',
      return: portalUrl.searchParams.get('return')!,
    });
    expect(forged.statusCode).toBe(403);

    // The right token, but posted by another site's page: refused, the subscription stays.
    const crossSite = await submit(
      portalUrl.pathname,
      {
        action: 'cancel',
        token: portalUrl.searchParams.get('token')!,
        return: portalUrl.searchParams.get('return')!,
      },
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.message).toBe(genericMessages.crossSite);

    const cancel = await submit(portalUrl.pathname, {
      action: 'cancel',
      token: portalUrl.searchParams.get('token')!,
      return: portalUrl.searchParams.get('return')!,
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${publicOrigin}/account`);
    const after = (await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) })).json();
    expect(after.subscriptions[0]).toMatchObject({ status: 'cancelled' });
    expect(bed.identity.calls.at(-1)).toEqual({
      userId: 'user-carol',
      role: 'member',
      grant: false,
      reference: subscription.provider_subscription_id,
    });

    const twice = await bed.http.request({
      method: 'POST',
      url: paymentsApi.me.subscriptionPortal(subscriptions[0].id),
      headers: bearer(token),
    });
    expect(twice.statusCode).toBe(409);
  });

  test("another member cannot open someone's subscription portal", async () => {
    const owner = signTestToken({ sub: 'user-dan', email: 'dan@example.org', roles: [] });
    const { url } = (
      await startCheckout({ type: 'donation', amount: 10, recurring: true }, bearer(owner))
    ).json();
    await submit(pagePath(url), { action: 'pay' });
    const { subscriptions } = (
      await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(owner) })
    ).json();

    const other = signTestToken({ sub: 'user-eve', email: 'eve@example.org', roles: [] });
    const response = await bed.http.request({
      method: 'POST',
      url: paymentsApi.me.subscriptionPortal(subscriptions[0].id),
      headers: bearer(other),
    });
    expect(response.statusCode).toBe(404);
    expect((await bed.http.request({ url: paymentsApi.me.payments })).statusCode).toBe(401);
  });
});

describe("local provider: Stripe's subscription shapes and refunds", () => {
  test('a yearly membership is paid through its first invoice (no payment intent on the session); Refund on its page ends it', async () => {
    const token = signTestToken({ sub: 'user-rita', email: 'rita@example.org', roles: [] });
    const { checkoutId, url } = (
      await startCheckout({ type: 'membership', tierId: 'advocate' }, bearer(token))
    ).json();
    expect((await submit(pagePath(url), { action: 'pay' })).statusCode).toBe(303);

    // As at Stripe: the checkout names no payment intent; the invoice's payment does.
    expect((await checkoutRow(bed.db, checkoutId)).provider_payment_intent_id).toBeNull();
    const session = await bed.db
      .selectFrom('payments.local_sessions')
      .selectAll()
      .where('checkout_id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    const invoices = await bed.db
      .selectFrom('payments.invoices')
      .selectAll()
      .where('provider_subscription_id', '=', session.subscription_id)
      .execute();
    expect(invoices).toEqual([
      expect.objectContaining({
        provider_invoice_id: session.invoice_id,
        provider_subscription_id: session.subscription_id,
        billing_reason: 'subscription_create',
        provider_payment_intent_id: session.payment_intent_id,
      }),
    ]);
    const events = await bed.db
      .selectFrom('payments.webhook_events')
      .select('type')
      .where('object_id', 'in', [session.id, session.invoice_id!])
      .orderBy('received_at')
      .execute();
    // The invoice's payment intent above came from `invoice_payment.paid` (its `invoice.paid` names none).
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'invoice.paid']);

    const page = await bed.http.request({ url: pagePath(url) });
    expect(page.body).toContain(
      '<button type="submit" name="action" value="refund">Refund $120.00 AUD</button>',
    );
    const refund = await submit(pagePath(url), { action: 'refund' });
    expect(refund.statusCode).toBe(303);
    expect(refund.headers.location).toBe(pagePath(url));
    expect((await bed.http.request({ url: pagePath(url) })).body).toContain('was refunded');
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
    expect(bed.identity.calls.at(-1)).toMatchObject({ userId: 'user-rita', grant: false });

    // Refunded once only.
    expect((await submit(pagePath(url), { action: 'refund' })).statusCode).toBe(409);
    expect(bed.identity.calls.filter((call) => !call.grant)).toHaveLength(1);
  });

  test('a one-off donation keeps its payment intent and is refunded the same way', async () => {
    const { checkoutId, url } = (
      await startCheckout({ type: 'donation', amount: 15, email: 'once@example.org' })
    ).json();
    await submit(pagePath(url), { action: 'pay' });
    expect((await checkoutRow(bed.db, checkoutId)).provider_payment_intent_id).toMatch(/^pi_local_/);
    expect((await submit(pagePath(url), { action: 'refund' })).statusCode).toBe(303);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'refunded' });
  });

  test('an open checkout cannot be refunded, and Refund posted by another site is a 403', async () => {
    const { checkoutId, url } = (
      await startCheckout({ type: 'donation', amount: 16, email: 'open@example.org' })
    ).json();
    expect((await submit(pagePath(url), { action: 'refund' })).statusCode).toBe(409);
    await submit(pagePath(url), { action: 'pay' });
    const forged = await submit(
      pagePath(url),
      { action: 'refund' },
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.statusCode).toBe(403);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'paid' });
  });
});

describe('a signed-out donor without an address', () => {
  test('gives it on the local page, which refuses Pay without a valid one; the receipt goes there', async () => {
    const created = await startCheckout({ type: 'donation', amount: 35 });
    expect(created.statusCode).toBe(201);
    const { checkoutId, url } = created.json();
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ email: null, user_id: null });

    const page = await bed.http.request({ url: pagePath(url) });
    expect(page.body).toContain('<label for="email">Email for your receipt</label>');
    expect(page.body).toMatch(/<input id="email" name="email" type="email"[^>]* required/);
    expect(page.body).toContain('value="cancel" formnovalidate');

    const empty = await submit(pagePath(url), { action: 'pay', email: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(`role="alert">${paymentMessages.emailRequired}<`);
    const missing = await submit(pagePath(url), { action: 'pay' });
    expect(missing.statusCode).toBe(422);
    const invalid = await submit(pagePath(url), { action: 'pay', email: 'not-an-address' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain(`role="alert">${paymentMessages.emailInvalid}<`);
    expect(invalid.body).toContain('value="not-an-address" aria-invalid="true"');
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'pending' });

    const paid = await submit(pagePath(url), { action: 'pay', email: ' donor@example.org ' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${publicOrigin}/donations?checkout=${checkoutId}`);
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({
      status: 'paid',
      email: 'donor@example.org',
    });
    const receipts = await receiptsTo(bed.db, 'donor@example.org');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('$35.00 USD, charged once');
    expect((await bed.http.request({ url: pagePath(url) })).body).toContain('Payment made');
  });

  test('a monthly donation and a product work the same way; Cancel needs no address', async () => {
    const monthly = (await startCheckout({ type: 'donation', amount: 20, recurring: true })).json();
    await submit(pagePath(monthly.url), { action: 'pay', email: 'monthly-donor@example.org' });
    expect(await checkoutRow(bed.db, monthly.checkoutId)).toMatchObject({
      status: 'paid',
      interval: 'month',
      email: 'monthly-donor@example.org',
    });
    const [receipt] = await receiptsTo(bed.db, 'monthly-donor@example.org');
    expect(receipt?.text_body).toContain('$20.00 USD, charged every month');

    const product = await startCheckout({ type: 'product', tier: 'pawlink-starter' });
    expect(product.statusCode).toBe(201);
    const cancelled = await submit(pagePath(product.json().url), { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${publicOrigin}/products?checkout=${product.json().checkoutId}&cancelled=1`,
    );
  });

  test('a page started with an address asks for none and keeps it, whatever the form sends', async () => {
    const { checkoutId, url } = (
      await startCheckout({ type: 'donation', amount: 12, email: 'given@example.org' })
    ).json();
    expect((await bed.http.request({ url: pagePath(url) })).body).not.toContain('name="email"');
    await submit(pagePath(url), { action: 'pay', email: 'other@example.org' });
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({
      status: 'paid',
      email: 'given@example.org',
    });
    expect(await receiptsTo(bed.db, 'other@example.org')).toEqual([]);
  });
});

describe('the local pages cannot be driven from another site', () => {
  const crossSite: Record<string, string>[] = [
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'http://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': 'cross-site' },
  ];

  test('Pay or Cancel posted by another origin is a 403 and the checkout stays open', async () => {
    const { checkoutId, url } = (
      await startCheckout({ type: 'donation', amount: 25, email: 'csrf@example.org' })
    ).json();
    for (const headers of crossSite) {
      for (const action of ['pay', 'cancel']) {
        const forged = await submit(pagePath(url), { action }, headers);
        expect(forged.statusCode).toBe(403);
        expect(forged.json()).toEqual({
          error: { code: errorCodes.forbidden, message: genericMessages.crossSite },
        });
      }
    }
    const state = await bed.http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(state.json()).toMatchObject({ status: 'pending' });
    expect(await receiptsTo(bed.db, 'csrf@example.org')).toEqual([]);
    expect((await bed.http.request({ url: pagePath(url) })).body).toContain('value="pay"');

    // The site's own page (as browsers send it) still pays.
    const own = await submit(
      pagePath(url),
      { action: 'pay' },
      { origin: publicOrigin, 'sec-fetch-site': 'same-origin' },
    );
    expect(own.statusCode).toBe(303);
  });
});

describe('prices come from the catalogue', () => {
  test('a product purchase is charged the tier price, whatever amount the page sends', async () => {
    const created = await startCheckout({
      type: 'product',
      tier: 'equinelink-starter',
      amount: 1,
      email: 'buyer@example.org',
    });
    expect(created.statusCode).toBe(201);
    const row = await checkoutRow(bed.db, created.json().checkoutId);
    expect(row).toMatchObject({
      amount: 2_499_900,
      currency: 'usd',
      interval: null,
      item: 'equinelink-starter',
    });
    const session = await bed.db
      .selectFrom('payments.local_sessions')
      .selectAll()
      .where('checkout_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ amount: 2_499_900, mode: 'payment' });
  });

  test('a fixed-price membership ignores the amount sent', async () => {
    const token = signTestToken(member);
    const created = await startCheckout({ type: 'membership', tierId: 'advocate', amount: 1 }, bearer(token));
    expect(created.statusCode).toBe(201);
    expect(await checkoutRow(bed.db, created.json().checkoutId)).toMatchObject({
      amount: 12_000,
      currency: 'aud',
    });
  });
});

describe('checks on the request', () => {
  const token = () => signTestToken(member);

  test.each([
    ['below the range', 74, membershipAmountRangeMessage(75, 350)],
    ['above the range', 351, membershipAmountRangeMessage(75, 350)],
    ['missing', undefined, paymentMessages.membershipAmountRequired],
    ['not whole', 100.5, paymentMessages.amountWhole],
  ])('a ranged membership amount %s is a 400 on amount', async (_case, amount, message) => {
    const response = await startCheckout(
      { type: 'membership', tierId: 'individual-member', amount },
      bearer(token()),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: errorCodes.badRequest, message, fields: { amount: message } },
    });
  });

  test('the edges of a membership range are accepted', async () => {
    for (const amount of [20_000, 50_000]) {
      const response = await startCheckout(
        { type: 'membership', tierId: 'founding-partner', amount },
        bearer(token()),
      );
      expect(response.statusCode).toBe(201);
    }
  });

  test.each([
    [0, paymentMessages.donationRange],
    [100_001, paymentMessages.donationRange],
    [12.5, paymentMessages.amountWhole],
    ['50', paymentMessages.amountWhole],
  ])('a donation of %p is refused', async (amount, message) => {
    const response = await startCheckout({ type: 'donation', amount, email: 'x@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ amount: message });
  });

  test('donations from 1 to 100,000 dollars are accepted', async () => {
    for (const amount of [1, 100_000]) {
      expect((await startCheckout({ type: 'donation', amount, email: 'x@example.org' })).statusCode).toBe(
        201,
      );
    }
  });

  test('an unknown tier, a bad address and a foreign return path are 400s that store nothing', async () => {
    const before = await bed.db
      .selectFrom('payments.checkouts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await startCheckout({
      type: 'product',
      tier: 'equinelink-platinum',
      email: 'x@example.org',
    });
    expect(unknown.json().error.fields).toEqual({ tier: paymentMessages.productTierUnknown });
    const list = await startCheckout({ type: 'donation', amount: 5, email: 'a,b@example.org' });
    expect(list.json().error.fields).toEqual({ email: paymentMessages.emailInvalid });
    const header = await startCheckout({
      type: 'donation',
      amount: 5,
      email: 'a@example.org\r\nBcc: b@example.org',
    });
    expect(header.statusCode).toBe(400);
    const foreign = await startCheckout({
      type: 'donation',
      amount: 5,
      email: 'a@example.org',
      returnPath: '//evil.example/x',
    });
    expect(foreign.json().error.fields).toEqual({ returnPath: paymentMessages.returnPath });
    const after = await bed.db
      .selectFrom('payments.checkouts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  test('a membership needs a signed-in member; a bad token is refused, not taken as signed out', async () => {
    const anonymousMember = await startCheckout({ type: 'membership', tierId: 'advocate' });
    expect(anonymousMember.statusCode).toBe(401);
    expect(anonymousMember.json().error.message).toBe(paymentMessages.membershipSignInRequired);

    const forged = await startCheckout({ type: 'donation', amount: 5 }, bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
  });

  test('is rate limited like every public write', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await startCheckout({})).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  test('an unknown checkout id is a 404, a malformed one a 400', async () => {
    expect(
      (await bed.http.request({ url: paymentsApi.checkouts.byId('7d1f6a36-8c4b-4f43-9d55-1c8f3f1e2b10') }))
        .statusCode,
    ).toBe(404);
    expect((await bed.http.request({ url: paymentsApi.checkouts.byId('nope') })).statusCode).toBe(400);
  });
});

describe('local provider, a plan with a free trial', () => {
  test('Start free trial charges nothing; End trial now charges the plan price once; then Refund', async () => {
    // A subscriber of their own: the file's database keeps the other tests' subscriptions.
    const token = signTestToken({ sub: 'user-grace', email: 'grace@example.org', roles: [] });
    const created = await startCheckout({ type: 'plan', planId: 'soil-harvest' }, bearer(token));
    const { checkoutId, url } = created.json();

    const page = await bed.http.request({ url: pagePath(url) });
    expect(page.body).toContain('$799.00 USD per month');
    expect(page.body).toContain(
      '<dt>Free trial</dt><dd>30 days: nothing is charged today, then $799.00 USD per month until you cancel</dd>',
    );
    expect(page.body).toContain('>Start 30-day free trial</button>');

    const started = await submit(pagePath(url), { action: 'pay' });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe(
      `${publicOrigin}/ratpak/verticals/soil-whisperer?checkout=${checkoutId}`,
    );
    expect(await checkoutRow(bed.db, checkoutId)).toMatchObject({ status: 'paid' });
    const trialing = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(trialing.json().subscriptions).toEqual([
      expect.objectContaining({ checkoutId, kind: 'plan', status: 'trialing', amount: 79_900 }),
    ]);
    expect(bed.ratpak.calls.map((call) => call.state.status)).toEqual(['trialing']);

    // Nothing was paid, so there is nothing to refund; the page offers the trial's end instead.
    const trialPage = await bed.http.request({ url: pagePath(url) });
    expect(trialPage.body).toContain(
      'This subscription is in its 30-day free trial: nothing has been charged yet.',
    );
    expect(trialPage.body).not.toContain('value="refund"');
    expect((await submit(pagePath(url), { action: 'refund' })).statusCode).toBe(409);

    const ended = await submit(pagePath(url), { action: 'end-trial' });
    expect(ended.statusCode).toBe(303);
    const active = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(active.json().subscriptions).toEqual([expect.objectContaining({ checkoutId, status: 'active' })]);
    expect(active.json().payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          description: 'Soil Whisperer Harvest plan (500 acres, 8 robots), renewal',
          amount: 79_900,
          status: 'paid',
        }),
      ]),
    );
    expect(await receiptsTo(bed.db, 'grace@example.org')).toHaveLength(2);
    expect(bed.ratpak.calls.map((call) => call.state.status)).toEqual(['trialing', 'active']);
    // The trial ends once.
    expect((await submit(pagePath(url), { action: 'end-trial' })).statusCode).toBe(409);

    const refunded = await submit(pagePath(url), { action: 'refund' });
    expect(refunded.statusCode).toBe(303);
    const afterRefund = await bed.http.request({ url: paymentsApi.me.payments, headers: bearer(token) });
    expect(afterRefund.json().payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 79_900, status: 'refunded' })]),
    );
  });
});
