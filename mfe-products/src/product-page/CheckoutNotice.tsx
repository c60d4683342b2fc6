import { checkoutCancelledParam, checkoutReturnParam, formatMoney } from '@gbc/contracts/payments';
import { Alert, Container, Section } from '@gbc/ui';
import { useCheckoutStatus } from '@gbc/web-kit/payments';
import { useSearchParams } from 'react-router-dom';
import { purchaseCopy } from './content.js';

/** The state of a purchase on the page the checkout tab came back to (`?checkout=<id>`); nothing without it. */
export function CheckoutNotice() {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get(checkoutReturnParam);
  const view = useCheckoutStatus(checkoutId, { cancelled: searchParams.get(checkoutCancelledParam) === '1' });
  if (!checkoutId) return null;
  const copy = purchaseCopy.checkout;
  const alert = (() => {
    switch (view.status) {
      case 'loading':
        return <Alert tone="info">{copy.loading}</Alert>;
      case 'processing':
        return <Alert tone="info">{view.gaveUp ? copy.processingGaveUp : copy.processing}</Alert>;
      case 'paid':
        return (
          <Alert tone="success" takeFocus>
            {copy.paid(formatMoney(view.checkout.amount, view.checkout.currency))}
          </Alert>
        );
      case 'failed':
        return <Alert takeFocus>{copy.failed}</Alert>;
      case 'cancelled':
        return (
          <Alert tone="warning" takeFocus>
            {copy.cancelled}
          </Alert>
        );
      case 'not-found':
        return <Alert tone="warning">{copy.notFound}</Alert>;
      case 'error':
        return <Alert>{copy.error}</Alert>;
    }
  })();
  return (
    <Section aria-label="Payment">
      <Container>{alert}</Container>
    </Section>
  );
}
