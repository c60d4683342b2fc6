import {
  type CheckoutCreated,
  type CheckoutRequestInput,
  type CheckoutState,
  type MyPayments,
  paymentsApi,
} from '@gbc/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, apiSend } from './api-client.js';
import { ApiError } from './api-error.js';
import { useApiQuery } from './api-query.js';

// The response schemas load with the first payments request: this module is part of the shared web kit
// that every page loads, and zod must stay out of that first load.
const schemas = () => import('@gbc/contracts/payments');

/** Every payments query key, built here only, so pages, prefetching and invalidation share them. */
export const paymentKeys = {
  all: ['payments'] as const,
  checkout: (checkoutId: string) => [...paymentKeys.all, 'checkout', checkoutId] as const,
  /** Per user, so one tab never shows the previous user's payments after a switch of account. */
  mine: (userId: string) => [...paymentKeys.all, 'mine', userId] as const,
};

/**
 * Polite polling of a checkout still processing: 1 s, 2 s, 4 s, 8 s, then every 10 s, and not at
 * all while the tab is hidden (TanStack Query's default). The webhook normally lands within seconds.
 */
export const checkoutPollBaseMs = 1_000;
export const checkoutPollMaxMs = 10_000;
/** After this long the page stops asking and says the receipt will follow by e-mail. */
export const checkoutPollGiveUpMs = 2 * 60_000;

/** Milliseconds before poll number `answers + 1`, after `answers` processing answers. */
export function checkoutPollDelay(answers: number): number {
  return Math.min(checkoutPollBaseMs * 2 ** Math.max(answers - 1, 0), checkoutPollMaxMs);
}

export const paymentQueries = {
  checkout: (checkoutId: string) =>
    queryOptions({
      queryKey: paymentKeys.checkout(checkoutId),
      queryFn: ({ signal }) =>
        apiGet(paymentsApi.checkouts.byId(checkoutId), {
          schema: async () => (await schemas()).checkoutStateSchema,
          signal,
        }),
      // Every answer of a processing checkout may be out of date; a settled one never changes.
      staleTime: 0,
      meta: { errorContext: 'Failed to load the checkout state' },
    }),

  mine: (userId: string, accessToken: string) =>
    queryOptions({
      queryKey: paymentKeys.mine(userId),
      queryFn: ({ signal }) =>
        apiGet(paymentsApi.me.payments, {
          schema: async () => (await schemas()).myPaymentsSchema,
          signal,
          accessToken,
        }),
      meta: { errorContext: 'Failed to load your payments' },
    }),
};

export type CheckoutStatusView =
  | { status: 'loading' }
  /** The webhook has not arrived yet; `gaveUp` once polling stopped (the receipt follows by e-mail). */
  | { status: 'processing'; checkout: CheckoutState; gaveUp: boolean }
  | { status: 'paid' | 'failed'; checkout: CheckoutState }
  /** The visitor left the provider's page without paying (`?cancelled=1`) and nothing was paid. */
  | { status: 'cancelled'; checkout: CheckoutState }
  | { status: 'not-found' }
  | { status: 'error' };

export interface CheckoutStatusOptions {
  /** The page's `?cancelled=1` (`checkoutCancelledParam`): no polling, an unpaid checkout is `cancelled`. */
  cancelled?: boolean;
}

/**
 * The state of a checkout for its success page (`?checkout=<id>`), polled politely until the
 * payment is settled or `checkoutPollGiveUpMs` has passed. A missing or unknown id is `not-found`.
 */
export function useCheckoutStatus(
  checkoutId: string | null | undefined,
  { cancelled = false }: CheckoutStatusOptions = {},
): CheckoutStatusView {
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  const gaveUp = checkoutId != null && gaveUpOn === checkoutId;
  useEffect(() => {
    if (!checkoutId) return;
    const timer = setTimeout(() => setGaveUpOn(checkoutId), checkoutPollGiveUpMs);
    return () => clearTimeout(timer);
  }, [checkoutId]);

  const query = useApiQuery({
    ...paymentQueries.checkout(checkoutId ?? ''),
    enabled: Boolean(checkoutId),
    refetchInterval: (current) =>
      !gaveUp && !cancelled && current.state.data?.outcome === 'processing'
        ? checkoutPollDelay(current.state.dataUpdateCount)
        : false,
  });
  if (!checkoutId) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? { status: 'not-found' } : { status: 'error' };
  }
  const checkout = query.data;
  if (cancelled && checkout.outcome !== 'paid') return { status: 'cancelled', checkout };
  if (checkout.outcome === 'processing') return { status: 'processing', checkout, gaveUp };
  return { status: checkout.outcome, checkout };
}

export type MyPaymentsView =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; payments: MyPayments['payments']; subscriptions: MyPayments['subscriptions'] }
  | { status: 'error' };

/** The signed-in user's payments and subscriptions for /account; `signed-out` without a session. */
export function useMyPayments(user: { id: string; accessToken: string } | null): MyPaymentsView {
  const query = useApiQuery({
    ...paymentQueries.mine(user?.id ?? '', user?.accessToken ?? ''),
    enabled: user !== null,
  });
  if (!user) return { status: 'signed-out' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', payments: query.data.payments, subscriptions: query.data.subscriptions };
}

/**
 * Starts a checkout and returns where to send the browser. Signed-in callers pass their access
 * token (required for memberships); donors and buyers without one may pass `email` in the request,
 * or leave it out for the provider's page to ask (the receipt goes where they say there).
 */
export function startCheckout(request: CheckoutRequestInput, accessToken?: string): Promise<CheckoutCreated> {
  return apiSend('POST', paymentsApi.checkouts.create, request, {
    schema: async () => (await schemas()).checkoutCreatedSchema,
    accessToken,
  });
}

/** The page where the member manages or cancels a subscription (Stripe's portal or the local one). */
export async function openSubscriptionPortal(subscriptionId: string, accessToken: string): Promise<string> {
  const { url } = await apiSend('POST', paymentsApi.me.subscriptionPortal(subscriptionId), undefined, {
    schema: async () => (await schemas()).subscriptionPortalSchema,
    accessToken,
  });
  return url;
}
