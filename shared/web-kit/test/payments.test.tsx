import type { CheckoutState, MyPayments } from '@gbc/contracts/payments';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  checkoutPollDelay,
  checkoutPollGiveUpMs,
  startCheckout,
  useCheckoutStatus,
  useMyPayments,
} from '../src/payments.js';
import { createQueryClient } from '../src/query-client.js';
import { QueryProvider } from '../src/query-provider.js';

interface FakeAnswer {
  status: number;
  body?: unknown;
}

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();

/** Answers the next calls in order; the last answer repeats for any further call. */
function answer(...answers: FakeAnswer[]) {
  let next = 0;
  fetchMock.mockImplementation(async () => {
    const { status, body } = answers[Math.min(next, answers.length - 1)]!;
    next += 1;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  });
}

let client: QueryClient;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  client = createQueryClient({ retries: 0 });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  client.clear();
  consoleError.mockRestore();
  jest.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryProvider client={client}>{children}</QueryProvider>
);

const checkoutId = '3f6c2a9e-1b7d-4c1e-9a55-2d8e0f4b7c61';

function checkout(status: CheckoutState['status'], outcome: CheckoutState['outcome']): CheckoutState {
  return {
    id: checkoutId,
    kind: 'donation',
    description: 'Monthly donation',
    amount: 5000,
    currency: 'usd',
    interval: 'month',
    status,
    outcome,
  };
}

const processing = { status: 200, body: checkout('pending', 'processing') };
const paid = { status: 200, body: checkout('paid', 'paid') };

/** Lets timers and the promises they start run, as a browser would in that much time. */
async function elapse(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('useCheckoutStatus', () => {
  it('backs off politely: 1 s, 2 s, 4 s, 8 s, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(checkoutPollDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('polls while processing and stops once the webhook has settled the checkout', async () => {
    jest.useFakeTimers();
    answer(processing, processing, paid);
    const { result } = renderHook(() => useCheckoutStatus(checkoutId), { wrapper });

    await elapse(0);
    expect(result.current).toEqual({
      status: 'processing',
      checkout: checkout('pending', 'processing'),
      gaveUp: false,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/payments/checkouts/${checkoutId}`);

    await elapse(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await elapse(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'paid', checkout: checkout('paid', 'paid') }),
    );

    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after two minutes and says so, without asking again', async () => {
    jest.useFakeTimers();
    answer(processing);
    const { result } = renderHook(() => useCheckoutStatus(checkoutId), { wrapper });

    await elapse(checkoutPollGiveUpMs);
    expect(result.current).toMatchObject({ status: 'processing', gaveUp: true });
    const calls = fetchMock.mock.calls.length;
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThan(20);
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('says cancelled at once when the visitor came back without paying, and does not poll', async () => {
    jest.useFakeTimers();
    answer(processing);
    const { result } = renderHook(() => useCheckoutStatus(checkoutId, { cancelled: true }), { wrapper });
    await elapse(0);
    expect(result.current).toEqual({ status: 'cancelled', checkout: checkout('pending', 'processing') });
    await elapse(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failed payment', async () => {
    answer({ status: 200, body: checkout('expired', 'failed') });
    const { result } = renderHook(() => useCheckoutStatus(checkoutId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('is not-found for an unknown id, and for none at all without asking', async () => {
    answer({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'We could not find that checkout.' } },
    });
    const unknown = renderHook(() => useCheckoutStatus(checkoutId), { wrapper });
    await waitFor(() => expect(unknown.result.current).toEqual({ status: 'not-found' }));

    fetchMock.mockClear();
    const none = renderHook(() => useCheckoutStatus(null), { wrapper });
    expect(none.result.current).toEqual({ status: 'not-found' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is an error when the service fails', async () => {
    answer({ status: 500 });
    const { result } = renderHook(() => useCheckoutStatus(checkoutId), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
  });
});

describe('useMyPayments', () => {
  const mine: MyPayments = {
    payments: [
      {
        id: checkoutId,
        kind: 'donation',
        description: 'Monthly donation',
        amount: 5000,
        currency: 'usd',
        interval: 'month',
        status: 'paid',
        createdAt: '2026-11-23T10:00:00.000Z',
        paidAt: '2026-11-23T10:01:00.000Z',
      },
    ],
    subscriptions: [],
  };

  it('asks nothing when signed out', () => {
    const { result } = renderHook(() => useMyPayments(null), { wrapper });
    expect(result.current).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the signed-in user's payments with their access token", async () => {
    answer({ status: 200, body: mine });
    const { result } = renderHook(() => useMyPayments({ id: 'user-1', accessToken: 'token-1' }), { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toEqual({ status: 'ready', ...mine });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/payments/me/payments');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('is an error when the answer is refused', async () => {
    answer({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } },
    });
    const { result } = renderHook(() => useMyPayments({ id: 'user-2', accessToken: 'expired' }), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
  });
});

describe('startCheckout', () => {
  it('posts the request with the bearer token and returns where to go', async () => {
    answer({
      status: 201,
      body: { checkoutId, url: 'http://localhost:8080/api/payments/local/checkout/cs_local_1' },
    });
    const created = await startCheckout(
      { type: 'membership', tierId: 'individual-member', amount: 100 },
      'token-2',
    );
    expect(created.url).toBe('http://localhost:8080/api/payments/local/checkout/cs_local_1');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/payments/checkouts');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-2' });
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'membership',
      tierId: 'individual-member',
      amount: 100,
    });
  });
});
