import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { ProviderUnavailableError } from '../src/providers/payment-provider.js';
import { stripeProvider } from '../src/providers/stripe-provider.js';

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.stripe.com that records each request and answers as Stripe would. */
let api: Server;
let recorded: Recorded[];
let answers: Record<string, { status: number; body: unknown }>;

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      recorded.push({
        method: request.method ?? '',
        path,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      const answer = answers[`${request.method} ${path}`] ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such route' } },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  recorded = [];
  answers = {};
});

function provider() {
  const { port } = api.address() as AddressInfo;
  return stripeProvider(
    new Stripe('sk_test_provider', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
  );
}

const input = {
  checkoutId: '5b0f7c4e-8a55-4a55-9b8e-3f0f1d2c3b4a',
  mode: 'subscription' as const,
  description: 'Industry Member membership (yearly)',
  amount: 500_000,
  currency: 'aud' as const,
  interval: 'year' as const,
  trialDays: null,
  customerEmail: 'member@example.org',
  successUrl: 'http://localhost:8080/membership/success?checkout=5b0f7c4e-8a55-4a55-9b8e-3f0f1d2c3b4a',
  cancelUrl: 'http://localhost:8080/membership/success?checkout=5b0f7c4e-8a55-4a55-9b8e-3f0f1d2c3b4a',
};

describe('the Stripe provider', () => {
  test('creates a Checkout Session with the catalogue price inline, our id as reference, idempotently', async () => {
    answers['POST /v1/checkout/sessions'] = {
      status: 200,
      body: {
        id: 'cs_test_a1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      },
    };
    const session = await provider().createCheckoutSession(input);

    expect(session).toEqual({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request?.authorization).toBe('Bearer sk_test_provider');
    expect(request?.idempotencyKey).toBe(`checkout-${input.checkoutId}`);
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject({
      mode: 'subscription',
      client_reference_id: input.checkoutId,
      customer_email: 'member@example.org',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '500000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Industry Member membership (yearly)',
      'subscription_data[metadata][checkoutId]': input.checkoutId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
  });

  test('a one-off payment sends no recurring price', async () => {
    answers['POST /v1/checkout/sessions'] = {
      status: 200,
      body: {
        id: 'cs_test_a2',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a2',
      },
    };
    await provider().createCheckoutSession({ ...input, mode: 'payment', interval: null, currency: 'usd' });
    const form = Object.fromEntries(recorded[0]?.form ?? []);
    expect(form.mode).toBe('payment');
    expect(form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(form['payment_intent_data[metadata][checkoutId]']).toBe(input.checkoutId);
  });

  test('a plan passes its free trial as subscription_data.trial_period_days; others send none', async () => {
    answers['POST /v1/checkout/sessions'] = {
      status: 200,
      body: {
        id: 'cs_test_t1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_t1',
      },
    };
    await provider().createCheckoutSession({ ...input, currency: 'usd', interval: 'month', trialDays: 30 });
    await provider().createCheckoutSession(input);
    const [trial, membership] = recorded.map((request) => Object.fromEntries(request.form));
    expect(trial?.['subscription_data[trial_period_days]']).toBe('30');
    expect(trial?.['line_items[0][price_data][recurring][interval]']).toBe('month');
    expect(membership?.['subscription_data[trial_period_days]']).toBeUndefined();
  });

  test('reads a session back into the fields fulfilment needs', async () => {
    answers['GET /v1/checkout/sessions/cs_test_a3'] = {
      status: 200,
      body: {
        id: 'cs_test_a3',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        subscription: 'sub_test_1',
        customer: 'cus_test_1',
        payment_intent: null,
        amount_total: 500_000,
        currency: 'aud',
      },
    };
    expect(await provider().retrieveCheckoutSession('cs_test_a3')).toEqual({
      id: 'cs_test_a3',
      status: 'complete',
      paymentStatus: 'paid',
      subscriptionId: 'sub_test_1',
      customerId: 'cus_test_1',
      paymentIntentId: null,
      amountTotal: 500_000,
      currency: 'aud',
      customerEmail: null,
    });
  });

  test('without an address none is prefilled: Checkout asks, and the session returns what was typed', async () => {
    answers['POST /v1/checkout/sessions'] = {
      status: 200,
      body: {
        id: 'cs_test_a4',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a4',
      },
    };
    await provider().createCheckoutSession({ ...input, customerEmail: null });
    const form = Object.fromEntries(recorded[0]?.form ?? []);
    expect(form.client_reference_id).toBe(input.checkoutId);
    expect('customer_email' in form).toBe(false);

    answers['GET /v1/checkout/sessions/cs_test_a4'] = {
      status: 200,
      body: {
        id: 'cs_test_a4',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        customer_email: null,
        customer_details: { email: 'typed@example.org' },
      },
    };
    expect(await provider().retrieveCheckoutSession('cs_test_a4')).toMatchObject({
      customerEmail: 'typed@example.org',
    });
  });

  test('cancels a subscription now; one Stripe no longer has (already cancelled) counts as cancelled', async () => {
    answers['DELETE /v1/subscriptions/sub_test_1'] = {
      status: 200,
      body: { id: 'sub_test_1', object: 'subscription', status: 'canceled' },
    };
    await provider().cancelSubscription('sub_test_1');
    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_test_1',
    ]);

    answers['DELETE /v1/subscriptions/sub_gone'] = {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: "No such subscription: 'sub_gone'",
        },
      },
    };
    await expect(provider().cancelSubscription('sub_gone')).resolves.toBeUndefined();

    answers['DELETE /v1/subscriptions/sub_down'] = {
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is down' } },
    };
    await expect(provider().cancelSubscription('sub_down')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  test('opens the customer portal for the subscription owner', async () => {
    answers['POST /v1/billing_portal/sessions'] = {
      status: 200,
      body: {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/bps_1',
      },
    };
    const portal = await provider().createPortalSession({
      customerId: 'cus_test_1',
      subscriptionId: 'sub_test_1',
      returnUrl: 'http://localhost:8080/account',
    });
    expect(portal.url).toBe('https://billing.stripe.com/p/session/bps_1');
    expect(Object.fromEntries(recorded[0]?.form ?? [])).toEqual({
      customer: 'cus_test_1',
      return_url: 'http://localhost:8080/account',
    });
  });

  test('a refusal or an outage becomes ProviderUnavailableError', async () => {
    answers['POST /v1/checkout/sessions'] = {
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is down' } },
    };
    await expect(provider().createCheckoutSession(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
