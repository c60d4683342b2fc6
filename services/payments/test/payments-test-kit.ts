import type { RoleGrantRequest } from '@gbc/contracts/payments';
import { buildServiceHost } from '@gbc/service-kit';
import {
  listenForTests,
  type TestDatabase,
  type TestHttpClient,
  testAuthKeys,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { PaymentsOptions } from '../src/app.js';
import type { PaymentsDatabase } from '../src/database.js';
import { createPaymentsModule } from '../src/index.js';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderCheckoutSession,
} from '../src/providers/payment-provider.js';
import type { IdentityClient } from '../src/role-grants/identity-client.js';

export const webhookSecret = 'whsec_test_payments_service_secret';
export const internalApiToken = 'internal-token-for-tests-0123456789abcdef';
export const publicOrigin = 'http://localhost:8080';

/** Records identity calls; `failNext` makes the next calls fail as an unreachable identity would. */
export class FakeIdentity implements IdentityClient {
  calls: RoleGrantRequest[] = [];
  failures = 0;

  async setMemberRole(request: RoleGrantRequest): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('identity unreachable');
    }
    this.calls.push(request);
  }
}

/** A Stripe stand-in the test scripts: what it was asked to charge, and what a lookup answers. */
export class ScriptedProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  created: CheckoutSessionInput[] = [];
  lookups = 0;
  private readonly sessions = new Map<string, ProviderCheckoutSession>();

  async createCheckoutSession(input: CheckoutSessionInput) {
    const id = `cs_test_${this.created.length + 1}_${input.checkoutId.slice(0, 8)}`;
    this.created.push(input);
    this.sessions.set(id, {
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
      customerId: null,
      paymentIntentId: null,
    });
    return { id, url: `https://checkout.stripe.com/c/pay/${id}` };
  }

  async retrieveCheckoutSession(sessionId: string) {
    this.lookups += 1;
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    return session;
  }

  async createPortalSession() {
    return { url: 'https://billing.stripe.com/p/session/test_portal' };
  }

  /** The customer paid at Stripe (whether or not a webhook says so). */
  complete(sessionId: string, subscriptionId: string | null = null): ProviderCheckoutSession {
    const session: ProviderCheckoutSession = {
      id: sessionId,
      status: 'complete',
      paymentStatus: 'paid',
      subscriptionId,
      customerId: 'cus_test_1',
      paymentIntentId: subscriptionId ? null : `pi_test_${sessionId}`,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  /** Changes what a lookup of the session answers, e.g. a delayed payment: complete but unpaid. */
  update(sessionId: string, patch: Partial<ProviderCheckoutSession>): ProviderCheckoutSession {
    const session = { ...this.sessions.get(sessionId)!, ...patch };
    this.sessions.set(sessionId, session);
    return session;
  }

  sessionIdOf(checkoutId: string): string {
    const index = this.created.findIndex((input) => input.checkoutId === checkoutId);
    if (index < 0) throw new Error(`no session for checkout ${checkoutId}`);
    return `cs_test_${index + 1}_${checkoutId.slice(0, 8)}`;
  }
}

let eventCounter = 0;

/** A Stripe event body and its `Stripe-Signature` header, signed with Stripe's own test helper. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${Date.now()}_${eventCounter}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
  });
  return { payload, signature };
}

/** `checkout.session.*` object as Stripe sends it. */
export function sessionObject(session: ProviderCheckoutSession, checkoutId: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: checkoutId,
    status: session.status,
    payment_status: session.paymentStatus,
    subscription: session.subscriptionId,
    customer: session.customerId,
    payment_intent: session.paymentIntentId,
    customer_email: 'someone@example.org',
    amount_total: 1,
  };
}

export function postEvent(http: TestHttpClient, event: { payload: string; signature: string }) {
  return http.request({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

export async function startPaymentsHost(
  testDb: Pick<TestDatabase<PaymentsDatabase>, 'databases'>,
  options: Partial<PaymentsOptions> = {},
): Promise<TestHttpClient> {
  const module = createPaymentsModule(() => ({
    webhookSecret,
    internalApiToken,
    publicOrigin,
    reconcileIntervalMs: 0,
    identity: new FakeIdentity(),
    ...options,
  }));
  const app = await buildServiceHost({
    databases: testDb.databases,
    modules: [module],
    logger: false,
    auth: { publicKey: testAuthKeys().publicKey },
  });
  return listenForTests(app);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function receiptsTo(db: Kysely<PaymentsDatabase>, email: string) {
  return db
    .selectFrom('mail.outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('template', '=', 'payment-receipt')
    .execute();
}

export function checkoutRow(db: Kysely<PaymentsDatabase>, id: string) {
  return db.selectFrom('payments.checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Polls `check` until it holds (at most `timeoutMs`): for work the service does in the background. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
