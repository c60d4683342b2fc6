import { paymentsApi } from '@gbc/contracts/payments';
import { signTestToken, type TestHttpClient } from '@gbc/service-kit/testing';
import { sql } from 'kysely';
import {
  bearer,
  checkoutRow,
  FakeIdentity,
  postEvent,
  receiptsTo,
  ScriptedProvider,
  sessionObject,
  stripeEvent,
  usePaymentsTestBed,
  waitFor,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed({ hostPerTest: false });

async function startCheckout(client: TestHttpClient, payload: unknown, headers: Record<string, string> = {}) {
  const response = await client.request({
    method: 'POST',
    url: paymentsApi.checkouts.create,
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().checkoutId as string;
}

describe('missed webhooks', () => {
  test('the state check asks the provider, fulfils once, and a late webhook changes nothing', async () => {
    const provider = new ScriptedProvider();
    const http = await bed.startHost({ provider });
    const checkoutId = await startCheckout(http, { type: 'donation', amount: 30, email: 'late@example.org' });
    const sessionId = provider.sessionIdOf(checkoutId);

    const stillOpen = await http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(stillOpen.json().outcome).toBe('processing');
    expect(provider.lookups).toBe(1);
    // Polling again at once does not ask the provider again.
    await http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(provider.lookups).toBe(1);

    // Paid at the provider; the webhook has not arrived.
    const session = provider.complete(sessionId);
    await sql`update payments.checkouts set provider_checked_at = now() - interval '1 minute' where id = ${checkoutId}`.execute(
      bed.db,
    );
    const paid = await http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(paid.json()).toMatchObject({ status: 'paid', outcome: 'paid' });
    expect(await receiptsTo(bed.db, 'late@example.org')).toHaveLength(1);

    const late = await postEvent(
      http,
      stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)),
    );
    expect(late.statusCode).toBe(200);
    expect(await receiptsTo(bed.db, 'late@example.org')).toHaveLength(1);
  });

  test('the state check and the webhook racing each other fulfil once', async () => {
    const provider = new ScriptedProvider();
    const http = await bed.startHost({ provider });
    const checkoutId = await startCheckout(http, { type: 'donation', amount: 31, email: 'race@example.org' });
    const session = provider.complete(provider.sessionIdOf(checkoutId));
    const client = http;

    await Promise.all([
      client.request({ url: paymentsApi.checkouts.byId(checkoutId) }),
      postEvent(client, stripeEvent('checkout.session.completed', sessionObject(session, checkoutId))),
      client.request({ url: paymentsApi.checkouts.byId(checkoutId) }),
    ]);
    expect((await checkoutRow(bed.db, checkoutId)).status).toBe('paid');
    expect(await receiptsTo(bed.db, 'race@example.org')).toHaveLength(1);
  });

  test('an unreachable provider leaves the state processing rather than failing the request', async () => {
    const provider = new ScriptedProvider();
    const http = await bed.startHost({ provider });
    const checkoutId = await startCheckout(http, { type: 'donation', amount: 32, email: 'down@example.org' });
    provider.retrieveCheckoutSession = async () => {
      throw new Error('provider down');
    };
    const response = await http.request({ url: paymentsApi.checkouts.byId(checkoutId) });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('processing');
  });
});

describe('periodic reconciliation', () => {
  test('catches sessions left pending, paid or expired, and retries role grants identity missed', async () => {
    const provider = new ScriptedProvider();
    const identity = new FakeIdentity();
    identity.failures = 1;
    const http = await bed.startHost({ provider, identity, reconcileIntervalMs: 50 });
    const token = signTestToken({ sub: 'user-rec', email: 'rec@example.org', roles: [] });
    const paidId = await startCheckout(http, { type: 'membership', tierId: 'advocate' }, bearer(token));
    const expiredId = await startCheckout(http, { type: 'donation', amount: 33, email: 'gone@example.org' });
    const freshId = await startCheckout(http, { type: 'donation', amount: 34, email: 'fresh@example.org' });
    provider.complete(provider.sessionIdOf(paidId), 'sub_test_rec');
    provider.update(provider.sessionIdOf(expiredId), { status: 'expired' });
    provider.complete(provider.sessionIdOf(freshId));
    // Only checkouts pending for a while are reconciled; the fresh one is left to its webhook.
    await sql`update payments.checkouts set created_at = now() - interval '10 minutes' where id in (${paidId}, ${expiredId})`.execute(
      bed.db,
    );

    const grantsOf = () =>
      bed.db.selectFrom('payments.role_grant_outbox').selectAll().where('user_id', '=', 'user-rec').execute();
    // Identity was unreachable at the first attempt: the grant waits for its back-off, then goes out.
    await waitFor(async () => (await grantsOf())[0]?.attempts === 1);
    expect(identity.calls).toEqual([]);
    await sql`update payments.role_grant_outbox set next_attempt_at = now() where user_id = 'user-rec'`.execute(
      bed.db,
    );
    await waitFor(async () => identity.calls.length === 1);
    expect(identity.calls).toEqual([
      { userId: 'user-rec', role: 'member', grant: true, reference: 'sub_test_rec' },
    ]);
    expect((await checkoutRow(bed.db, paidId)).status).toBe('paid');
    expect((await checkoutRow(bed.db, expiredId)).status).toBe('expired');
    expect((await checkoutRow(bed.db, freshId)).status).toBe('pending');
    expect(await receiptsTo(bed.db, 'rec@example.org')).toHaveLength(1);
    // The outbox row is marked delivered after identity's answer, in the round's own commit.
    await waitFor(async () => (await grantsOf())[0]?.status === 'delivered');
    expect(await grantsOf()).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);
  });
});

describe('reconciliation in every replica', () => {
  test('two replicas reconciling the same checkouts at once fulfil each once', async () => {
    // One provider behind both, as Stripe is behind every replica of a Deployment.
    const provider = new ScriptedProvider();
    const replicas = [
      await bed.startHost({ provider, reconcileIntervalMs: 20 }),
      await bed.startHost({ provider, reconcileIntervalMs: 20 }),
    ];
    const emails = Array.from({ length: 6 }, (_, index) => `replica-${index}@example.org`);
    const ids: string[] = [];
    for (const [index, email] of emails.entries()) {
      const replica = replicas[index % 2] as TestHttpClient;
      ids.push(await startCheckout(replica, { type: 'donation', amount: 40 + index, email }));
    }
    for (const id of ids) provider.complete(provider.sessionIdOf(id));
    await sql`update payments.checkouts set created_at = now() - interval '10 minutes' where id in (${sql.join(ids)})`.execute(
      bed.db,
    );

    await waitFor(async () => {
      const rows = await Promise.all(ids.map((id) => checkoutRow(bed.db, id)));
      return rows.every((row) => row.status === 'paid');
    }, 15_000);
    // Each checkout was asked after by both replicas' rounds, and settled by one of them.
    for (const email of emails) expect(await receiptsTo(bed.db, email)).toHaveLength(1);
  });
});
