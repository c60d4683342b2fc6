import { isRangedMembershipTier, type MembershipTier } from '@gbc/contracts/payments';
import { Button, Stack } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef } from 'react';
import { membershipCopy as copy } from './content/membership.js';

/** The amount field's props: its name and first value in the placeholder, the form library's (with its message) when live. */
export type MembershipAmountFieldProps = { name: string; error?: string | undefined } & Record<
  string,
  unknown
>;

export interface MembershipJoinFieldsProps {
  tier: MembershipTier;
  formProps: ComponentPropsWithRef<'form'>;
  amountField: MembershipAmountFieldProps;
  /** While the session is checked or the checkout is being opened. */
  disabled: boolean;
  submitting: boolean;
}

/**
 * A tier's join form, the same in the server's placeholder and the live form: the yearly amount for a
 * ranged tier (whole AUD within its range) and the join button.
 */
export function MembershipJoinFields({
  tier,
  formProps,
  amountField,
  disabled,
  submitting,
}: MembershipJoinFieldsProps) {
  return (
    <form {...formProps}>
      <Stack gap="sm" align="flex-start">
        {isRangedMembershipTier(tier) ? (
          <TextField
            label={copy.amountLabel(tier.title)}
            type="number"
            inputMode="numeric"
            min={tier.minimum}
            max={tier.maximum}
            step={1}
            {...amountField}
          />
        ) : null}
        <Button type="submit" disabled={disabled}>
          {submitting ? copy.redirecting : copy.join(tier.title)}
        </Button>
      </Stack>
    </form>
  );
}
