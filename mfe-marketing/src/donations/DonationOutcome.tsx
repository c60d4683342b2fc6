import { formatMoney } from '@gbc/contracts/payments';
import { pathTo } from '@gbc/site-map';
import { Alert, ButtonLink, Stack, Text } from '@gbc/ui';
import type { CheckoutStatusView } from '@gbc/web-kit/payments';
import { donationOutcome } from './content/donations.js';

/** Whether the donation form is offered under the outcome: not while a payment is on its way or done. */
export const offersFormAgain = (view: CheckoutStatusView) =>
  view.status !== 'loading' && view.status !== 'processing' && view.status !== 'paid';

/**
 * The thank-you state of `/donations?checkout=<id>`: what the payments service says of the checkout
 * (`useCheckoutStatus`), announced and focused, since it replaces the form the donor left.
 */
export function DonationOutcome({ view }: { view: CheckoutStatusView }) {
  switch (view.status) {
    case 'loading':
      return (
        <Alert tone="info" title={donationOutcome.loading.title}>
          {donationOutcome.loading.text}
        </Alert>
      );
    case 'processing': {
      const copy = view.gaveUp ? donationOutcome.processingGaveUp : donationOutcome.processing;
      return (
        <Alert tone="info" title={copy.title} takeFocus>
          {copy.text}
        </Alert>
      );
    }
    case 'paid': {
      const { amount, currency, interval } = view.checkout;
      return (
        <Stack gap="lg" align="flex-start">
          <Alert tone="success" title={donationOutcome.paid.title} takeFocus>
            <Text>{donationOutcome.paid.text(formatMoney(amount, currency))}</Text>
            {interval === 'month' && <Text>{donationOutcome.paid.monthly}</Text>}
          </Alert>
          <ButtonLink to={pathTo('/donations')} variant="outline">
            {donationOutcome.another}
          </ButtonLink>
        </Stack>
      );
    }
    case 'failed':
      return (
        <Alert title={donationOutcome.failed.title} takeFocus>
          {donationOutcome.failed.text}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert tone="warning" title={donationOutcome.cancelled.title} takeFocus>
          {donationOutcome.cancelled.text}
        </Alert>
      );
    case 'not-found':
      return (
        <Alert tone="warning" title={donationOutcome.notFound.title} takeFocus>
          {donationOutcome.notFound.text}
        </Alert>
      );
    case 'error':
      return (
        <Alert title={donationOutcome.error.title} takeFocus>
          {donationOutcome.error.text}
        </Alert>
      );
  }
}
