import { checkoutReturnParam } from '@gbc/contracts/payments';
import type { RoutePrefetchContext } from '@gbc/web-kit';
import { paymentQueries } from '@gbc/web-kit/payments';

/** The checkout a page came back to, with the query options `useCheckoutStatus` uses; loaded by the server only. */
export async function prefetchCheckout({ queryClient, searchParams }: RoutePrefetchContext): Promise<void> {
  const checkoutId = searchParams.get(checkoutReturnParam);
  if (checkoutId) await queryClient.prefetchQuery(paymentQueries.checkout(checkoutId));
}
