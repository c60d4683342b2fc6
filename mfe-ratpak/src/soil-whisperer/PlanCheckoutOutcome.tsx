import { Alert, type AlertTone } from '@gbc/ui';
import { useCheckoutStatus } from '@gbc/web-kit/payments';
import { planCheckoutOutcome } from './content/soil-whisperer.js';

export interface PlanCheckoutOutcomeProps {
  checkoutId: string;
  cancelled: boolean;
}

/**
 * What became of a plan checkout when the provider sends the visitor back (`?checkout=<id>`), polled
 * until the webhook has settled it. Its own chunk with the payments kit, loaded only on that return.
 */
export default function PlanCheckoutOutcome({ checkoutId, cancelled }: PlanCheckoutOutcomeProps) {
  const view = useCheckoutStatus(checkoutId, { cancelled });
  const [tone, text]: [AlertTone, string] = (() => {
    switch (view.status) {
      case 'loading':
        return ['info', planCheckoutOutcome.loading];
      case 'processing':
        return ['info', view.gaveUp ? planCheckoutOutcome.gaveUp : planCheckoutOutcome.processing];
      case 'paid':
        return ['success', planCheckoutOutcome.paid];
      case 'failed':
        return ['danger', planCheckoutOutcome.failed];
      case 'cancelled':
        return ['warning', planCheckoutOutcome.cancelled];
      case 'not-found':
        return ['warning', planCheckoutOutcome.notFound];
      case 'error':
        return ['danger', planCheckoutOutcome.error];
    }
  })();
  return (
    <Alert tone={tone} takeFocus={view.status !== 'loading'}>
      {text}
    </Alert>
  );
}
