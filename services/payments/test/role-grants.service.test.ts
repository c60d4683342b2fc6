import { paymentsApi } from '@gbc/contracts/payments';
import { signTestToken } from '@gbc/service-kit/testing';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { deliverRoleGrants } from '../src/role-grants/role-grants.service.js';
import {
  bearer,
  internalApiToken,
  postEvent,
  settledCheckout,
  stripeEvent,
  usePaymentsTestBed,
} from './payments-test-kit.js';

const bed = usePaymentsTestBed({ provider: 'scripted' });

const quietLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

/** A yearly advocate membership paid through Stripe's webhook, as `subscriptionId`. */
async function paidMembership(userId: string, subscriptionId: string) {
  const token = signTestToken({ sub: userId, email: `${userId}@example.org`, roles: [] });
  const { checkoutId, webhook } = await settledCheckout(
    bed,
    token,
    { type: 'membership', tierId: 'advocate' },
    subscriptionId,
  );
  expect(webhook.statusCode).toBe(200);
  return checkoutId;
}

const subscriptionEnded = (subscriptionId: string) =>
  postEvent(
    bed.http,
    stripeEvent('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
    }),
  );

const rowsOf = (userId: string) =>
  bed.db
    .selectFrom('payments.role_grant_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

/** Lets every back-off of the user run out now. */
const backOffOver = (userId: string) =>
  sql`update payments.role_grant_outbox set next_attempt_at = now() where user_id = ${userId}`.execute(
    bed.db,
  );

describe('role grant delivery', () => {
  test('a user identity cannot take now, or refuses, never holds up the other users', async () => {
    bed.identity.unreachableFor.add('user-down');
    bed.identity.refused.add('user-refused');
    await paidMembership('user-down', 'sub_down');
    await paidMembership('user-refused', 'sub_refused');
    await paidMembership('user-fine', 'sub_fine');

    expect(bed.identity.calls).toEqual([
      { userId: 'user-fine', role: 'member', grant: true, reference: 'sub_fine' },
    ]);
    // Unreachable: retried with back-off. Refused (4xx): dead, audited, and never sent again.
    expect(await rowsOf('user-down')).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    expect(await rowsOf('user-refused')).toEqual([
      expect.objectContaining({ status: 'dead', last_error: expect.stringContaining('400') }),
    ]);
    const audit = await bed.db
      .selectFrom('audit.audit_logs')
      .selectAll()
      .where('action', '=', 'role_grant_refused')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        severity: 'error',
        details: expect.objectContaining({ userId: 'user-refused', member: true, status: 400 }),
      }),
    ]);

    bed.identity.unreachableFor.clear();
    bed.identity.refused.clear();
    await backOffOver('user-down');
    await backOffOver('user-refused');
    expect(await deliverRoleGrants(bed.db, bed.identity, quietLog)).toBe(1);
    expect(bed.identity.calls.map((call) => call.userId)).toEqual(['user-fine', 'user-down']);
    expect(await rowsOf('user-down')).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });

  test('a grant waiting on back-off can never be delivered after the revoke that followed it', async () => {
    bed.identity.failures = 1;
    await paidMembership('user-late', 'sub_late');
    expect(bed.identity.calls).toEqual([]);

    // Cancelled while the grant backs off: the revoke goes out at once ...
    await subscriptionEnded('sub_late');
    expect(bed.identity.calls).toEqual([
      { userId: 'user-late', role: 'member', grant: false, reference: 'sub_late' },
    ]);
    // ... and settles the waiting grant with it, so nothing can grant the role back later.
    await backOffOver('user-late');
    await deliverRoleGrants(bed.db, bed.identity, quietLog);
    expect(bed.identity.calls.filter((call) => call.grant)).toEqual([]);
    expect((await rowsOf('user-late')).map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  test('each delivery sends the membership as it is when sent, not as it was when queued', async () => {
    bed.identity.unreachableFor.add('user-now');
    await paidMembership('user-now', 'sub_now_a');
    await paidMembership('user-now', 'sub_now_b');
    await subscriptionEnded('sub_now_a');
    bed.identity.unreachableFor.clear();
    await backOffOver('user-now');

    await deliverRoleGrants(bed.db, bed.identity, quietLog);
    // Three changes queued, one call: still a member through the second subscription.
    expect(bed.identity.calls).toEqual([
      { userId: 'user-now', role: 'member', grant: true, reference: 'sub_now_a' },
    ]);
    await subscriptionEnded('sub_now_b');
    expect(bed.identity.calls.at(-1)).toEqual({
      userId: 'user-now',
      role: 'member',
      grant: false,
      reference: 'sub_now_b',
    });
  });

  test('two deliveries at once send each user once', async () => {
    bed.identity.unreachableFor.add('user-race');
    await paidMembership('user-race', 'sub_race');
    bed.identity.unreachableFor.clear();
    await backOffOver('user-race');
    await Promise.all([1, 2, 3].map(() => deliverRoleGrants(bed.db, bed.identity, quietLog)));
    expect(bed.identity.calls).toEqual([
      { userId: 'user-race', role: 'member', grant: true, reference: 'sub_race' },
    ]);
  });

  test('nothing is queued for a deleted account, whatever its subscription does later', async () => {
    await paidMembership('user-gone', 'sub_gone');
    bed.provider.down = true;
    const deleted = await bed.http.request({
      method: 'POST',
      url: paymentsApi.internal.pseudonymise,
      payload: { userId: 'user-gone' },
      headers: bearer(internalApiToken),
    });
    expect(deleted.statusCode).toBe(200);

    // Stripe ends the subscription later (its own dunning, or the queued cancellation).
    await subscriptionEnded('sub_gone');
    const queued = await bed.db
      .selectFrom('payments.role_grant_outbox')
      .select('user_id')
      .where('user_id', 'like', 'deleted-%')
      .execute();
    expect(queued).toEqual([]);
    expect(await rowsOf('user-gone')).toEqual([]);
    expect(bed.identity.calls.filter((call) => call.userId !== 'user-gone')).toEqual([]);
  });
});
