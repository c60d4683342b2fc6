import { createHmac, timingSafeEqual } from 'node:crypto';
import { paymentsApi } from '@gbc/contracts/payments';

/**
 * Links that let a subscriber who has no account cancel: `?token=` is an HMAC of the subscription
 * id, so the link needs nothing stored, never expires while the subscription runs, and cannot be
 * made for another subscription.
 */
export interface CancelLinks {
  url(subscriptionId: string): string;
  verify(subscriptionId: string, token: string): boolean;
}

export function createCancelLinks(publicOrigin: string, key: string): CancelLinks {
  const tokenOf = (subscriptionId: string) =>
    createHmac('sha256', key).update(`subscription-cancel\n${subscriptionId}`).digest('base64url');
  return {
    url(subscriptionId) {
      const url = new URL(paymentsApi.cancelLink(subscriptionId), publicOrigin);
      url.searchParams.set('token', tokenOf(subscriptionId));
      return url.toString();
    },
    verify(subscriptionId, token) {
      const expected = Buffer.from(tokenOf(subscriptionId));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
