import type { InternalRoleGrantRequest } from '@gbc/contracts/identity';
import { type CheckoutRequest, paymentsApi } from '@gbc/contracts/payments';
import type { TrialState } from '@gbc/contracts/ratpak';
import {
  type ServiceTestBed,
  type TestHostSetup,
  type TestHttpClient,
  testAuthKeys,
  useServiceTestBed,
} from '@gbc/service-kit/testing';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { PaymentsOptions } from '../src/app.js';
import type { PaymentsDatabase } from '../src/database.js';
import { createPaymentsModule } from '../src/index.js';
import { type RatpakClient, RatpakUnavailableError } from '../src/plan-provisioning/ratpak-client.js';
import {
  type CheckoutSessionInput,
  type PaymentProvider,
  type ProviderCheckoutSession,
  ProviderUnavailableError,
} from '../src/providers/payment-provider.js';
import { type IdentityClient, IdentityRefusedError } from '../src/role-grants/identity-client.js';

export const webhookSecret = 'whsec_test_payments_service_secret';
export const internalApiToken = 'internal-token-for-tests-0123456789abcdef';
export const publicOrigin = 'http://localhost:8080';

/**
 * Records identity calls. `failures`: the next calls fail as an unreachable identity would;
 * `unreachableFor`: calls about these users fail so; `refused`: identity answers these users 4xx.
 */
export class FakeIdentity implements IdentityClient {
  calls: InternalRoleGrantRequest[] = [];
  failures = 0;
  unreachableFor = new Set<string>();
  refused = new Set<string>();

  async setMemberRole(request: InternalRoleGrantRequest): Promise<void> {
    if (this.failures > 0 || this.unreachableFor.has(request.userId)) {
      this.failures = Math.max(0, this.failures - 1);
      throw new Error('identity unreachable');
    }
    if (this.refused.has(request.userId)) throw new IdentityRefusedError(400);
    this.calls.push(request);
  }
}

/** Records what ratpak was told of plan subscriptions; `down`: calls fail as an unreachable ratpak would. */
export class FakeRatpak implements RatpakClient {
  calls: { subscriptionId: string; state: TrialState }[] = [];
  down = false;

  async putTrial(subscriptionId: string, state: TrialState): Promise<void> {
    if (this.down) throw new RatpakUnavailableError('ratpak could not be reached: connect ECONNREFUSED');
    this.calls.push({ subscriptionId, state });
  }
}

/** A Stripe stand-in the test scripts: what it was asked to charge, and what a lookup answers. */
export class ScriptedProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  created: CheckoutSessionInput[] = [];
  lookups = 0;
  /** Subscriptions the provider confirmed cancelling. */
  cancelled: string[] = [];
  /** While true, cancelling fails as an unreachable Stripe would. */
  down = false;
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
      amountTotal: input.amount,
      currency: input.currency,
      customerEmail: input.customerEmail,
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

  async cancelSubscription(providerSubscriptionId: string) {
    if (this.down) throw new ProviderUnavailableError('Stripe subscription cancellation failed');
    this.cancelled.push(providerSubscriptionId);
  }

  /** The customer paid at Stripe (whether or not a webhook says so); a subscription's checkout has no payment intent. */
  complete(sessionId: string, subscriptionId: string | null = null): ProviderCheckoutSession {
    const session: ProviderCheckoutSession = {
      ...this.sessions.get(sessionId)!,
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
    amount_total: session.amountTotal,
    currency: session.currency,
  };
}

export function postEvent(http: TestHttpClient, event: { payload: string; signature: string }) {
  return http.request({
    method: 'POST',
    url: paymentsApi.stripeWebhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/** The payments module as a test host mounts it: test secrets, no reconciliation timer, a fake identity. */
function testHostSetup(options: Partial<PaymentsOptions>): TestHostSetup {
  const module = createPaymentsModule(() => ({
    webhookSecret,
    internalApiToken,
    publicOrigin,
    reconcileIntervalMs: 0,
    identity: new FakeIdentity(),
    ratpak: new FakeRatpak(),
    ...options,
  }));
  return { modules: [module], auth: { publicKey: testAuthKeys().publicKey } };
}

export interface PaymentsTestBed extends Omit<ServiceTestBed<PaymentsDatabase>, 'startHost'> {
  /** This test's identity stand-in, given to every host it starts. */
  readonly identity: FakeIdentity;
  /** This test's ratpak stand-in, given to every host it starts. */
  readonly ratpak: FakeRatpak;
  /** This test's scripted Stripe, given to its host with `provider: 'scripted'`. */
  readonly provider: ScriptedProvider;
  /** Starts a host for this test with other options (closed after the test). */
  startHost(options?: Partial<PaymentsOptions>): Promise<TestHttpClient>;
}

/**
 * The shared test bed as every payments service test uses it: one database per test file; before
 * each test fresh rate-limit budgets, a fresh `FakeIdentity` and `ScriptedProvider`, and a host on
 * them unless `hostPerTest` is false; after each test its hosts close.
 */
export function usePaymentsTestBed({
  provider = 'local',
  hostPerTest = true,
}: {
  provider?: 'local' | 'scripted';
  hostPerTest?: boolean;
} = {}): PaymentsTestBed {
  let current: { identity: FakeIdentity; ratpak: FakeRatpak; provider: ScriptedProvider } | undefined;
  const stand = () => {
    if (!current) throw new Error('the payments test bed is used outside a test');
    return current;
  };
  // Registered before the bed's own beforeEach, so the host it starts gets this test's stand-ins.
  beforeEach(() => {
    current = { identity: new FakeIdentity(), ratpak: new FakeRatpak(), provider: new ScriptedProvider() };
  });
  afterEach(() => {
    current = undefined;
  });
  const bed = useServiceTestBed<PaymentsDatabase>({
    host: () =>
      testHostSetup({
        identity: stand().identity,
        ratpak: stand().ratpak,
        ...(provider === 'scripted' ? { provider: stand().provider } : {}),
      }),
    hostPer: hostPerTest ? 'test' : 'none',
    listen: true,
    freshRateLimitsPerTest: true,
  });

  // The bed's own members, and this test's stand-ins beside them.
  return Object.create(bed, {
    identity: { get: () => stand().identity },
    ratpak: { get: () => stand().ratpak },
    provider: { get: () => stand().provider },
    startHost: {
      value: (options: Partial<PaymentsOptions> = {}) =>
        bed.startHost(testHostSetup({ identity: stand().identity, ratpak: stand().ratpak, ...options })),
    },
  }) as PaymentsTestBed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A checkout of `request` started by the holder of `token`, completed at the scripted Stripe (as
 * `subscriptionId`; null: paid once) and settled by its `checkout.session.completed` webhook.
 */
export async function settledCheckout(
  bed: PaymentsTestBed,
  token: string,
  request: CheckoutRequest,
  subscriptionId: string | null,
) {
  const created = await bed.http.request({
    method: 'POST',
    url: paymentsApi.checkouts.create,
    payload: request,
    headers: bearer(token),
  });
  const checkoutId = created.json().checkoutId as string;
  const session = bed.provider.complete(bed.provider.sessionIdOf(checkoutId), subscriptionId);
  const webhook = await postEvent(
    bed.http,
    stripeEvent('checkout.session.completed', sessionObject(session, checkoutId)),
  );
  return { checkoutId, sessionId: session.id, webhook };
}

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
