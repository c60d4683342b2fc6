import {
  type CheckoutRequest,
  type CheckoutRequestInput,
  checkoutRequestSchema,
  isRangedMembershipTier,
  type MembershipTier,
  paymentMessages,
} from '@gbc/contracts/payments';
import { pathTo } from '@gbc/site-map';
import { useToast } from '@gbc/ui';
import { logError, useRedirect } from '@gbc/web-kit';
import type { DeferredFormLiveProps } from '@gbc/web-kit/deferred-form';
import { useContractForm } from '@gbc/web-kit/forms';
import { startCheckout } from '@gbc/web-kit/payments';
import { useSession } from '@gbc/web-kit/session';
import { useState } from 'react';
import { goToCheckout } from './go-to-checkout.js';
import { MembershipJoinFields } from './MembershipJoinFields.js';

export interface MembershipJoinFormProps {
  tier: MembershipTier;
}

/** An empty amount is no amount, so the contract asks for one instead of calling it not a number. */
const amountFromText = (value: unknown): number | undefined =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

/**
 * The join form's live half, in its own chunk with the form library and the checkout contract (spec 2
 * §4): a session first (else the sign-in message and /join), the amount checked by the schema the
 * payments service enforces, then the provider's checkout page, or the spec's failure toast.
 */
export default function MembershipJoinForm({
  tier,
  initialValues,
}: MembershipJoinFormProps & DeferredFormLiveProps) {
  const session = useSession();
  const redirect = useRedirect();
  const { toast } = useToast();
  // From the checkout's answer until the browser leaves, the button keeps saying where it goes.
  const [leaving, setLeaving] = useState(false);
  const ranged = isRangedMembershipTier(tier);
  const defaults: CheckoutRequestInput = {
    type: 'membership',
    tierId: tier.id,
    ...(ranged
      ? { amount: 'amount' in initialValues ? amountFromText(initialValues.amount) : tier.minimum }
      : {}),
    returnPath: `${pathTo('/membership/success')}?tier=${tier.id}`,
  };

  const contract = useContractForm<CheckoutRequestInput, CheckoutRequest>(
    checkoutRequestSchema,
    defaults,
    async (body) => {
      try {
        const { url } = await startCheckout(body, session.accessToken ?? undefined);
        setLeaving(true);
        goToCheckout(url);
      } catch (error) {
        logError('membership checkout', error);
        toast({ title: paymentMessages.membershipCheckoutFailed, variant: 'destructive' });
      }
    },
    { errorContext: 'membership checkout' },
  );

  return (
    <MembershipJoinFields
      tier={tier}
      formProps={{
        noValidate: true,
        onSubmit: (event) => {
          if (session.status !== 'signed-in' || !session.accessToken) {
            event.preventDefault();
            toast({ title: paymentMessages.membershipSignInRequired, variant: 'destructive' });
            redirect(pathTo('/join'));
            return;
          }
          void contract.onSubmit(event);
        },
      }}
      amountField={contract.field('amount', { setValueAs: amountFromText })}
      disabled={contract.submitting || leaving || session.status === 'loading'}
      submitting={contract.submitting || leaving}
    />
  );
}
