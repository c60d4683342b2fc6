import { donationCatalogue, paymentMessages } from '@gbc/contracts/payments';
import { Alert, Button, Grid, Stack, Text, theme, useReadyAfterHydration } from '@gbc/ui';
import { Checkbox, TextField } from '@gbc/ui/controls';
import { ApiError, logError } from '@gbc/web-kit';
import { startCheckout } from '@gbc/web-kit/payments';
import { useSession } from '@gbc/web-kit/session';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { donationForm } from './content/donations.js';
import {
  canDonate,
  choosePreset,
  customAmountError,
  donateLabel,
  donationAmount,
  formatWholeDollars,
  initialDonationChoice,
  toggleRecurring,
  typeCustomAmount,
} from './donation-amount.js';
import { goToCheckout } from './go-to-checkout.js';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space.sm};
  padding: 0;
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;

/** A checkout the service refused or could not start: its own message when it gave one. */
function failureMessage(error: Error): string {
  return error instanceof ApiError && error.status > 0 ? error.message : paymentMessages.checkoutUnavailable;
}

/**
 * Spec 1 "/donations": six presets, a custom amount, the monthly flag and Donate, whose label and
 * disabled state follow `donation-amount.ts`. Donate starts a checkout at the payments service (signed
 * in or not: the provider's page asks a signed-out donor for the receipt address) and sends the
 * browser to the provider.
 */
export function DonationForm() {
  const [choice, setChoice] = useState(initialDonationChoice);
  const session = useSession();
  const presetsId = useId();
  // The field and the checkbox change state only through React: inert until hydrated, like Button.
  const fieldReady = useReadyAfterHydration();
  const checkout = useMutation({
    mutationFn: (request: { amount: number; recurring: boolean }) =>
      startCheckout({ type: 'donation', ...request }, session.accessToken ?? undefined),
    onSuccess: ({ url }) => goToCheckout(url),
    onError: (error) => logError('Failed to start the donation checkout', error),
  });
  // Redirecting once the checkout exists: the button stays busy until the provider's page loads.
  const busy = checkout.isPending || checkout.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = donationAmount(choice);
    if (busy || amount === null || !canDonate(choice)) return;
    checkout.mutate({ amount, recurring: choice.recurring });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="lg">
        <Fieldset aria-describedby={presetsId}>
          <Legend>{donationForm.presetsLegend}</Legend>
          <Grid columns={{ base: 2, md: 3 }} gap="sm">
            {donationCatalogue.presets.map((preset) => (
              <Button
                key={preset}
                variant={choice.preset === preset ? 'primary' : 'outline'}
                aria-pressed={choice.preset === preset}
                onClick={() => setChoice((current) => choosePreset(current, preset))}
                disabled={busy}
              >
                {formatWholeDollars(preset)}
              </Button>
            ))}
          </Grid>
          <Text id={presetsId} size="sm" tone="muted">
            {donationForm.lead}
          </Text>
        </Fieldset>
        <TextField
          label={donationForm.customLabel}
          hint={donationForm.customHint}
          error={customAmountError(choice)}
          type="number"
          inputMode="numeric"
          min={donationCatalogue.minimum}
          max={donationCatalogue.maximum}
          step={1}
          value={choice.custom}
          onChange={(event) => setChoice((current) => typeCustomAmount(current, event.target.value))}
          disabled={fieldReady.disabled || busy}
        />
        <Checkbox
          label={donationForm.recurringLabel}
          hint={donationForm.recurringHint}
          checked={choice.recurring}
          onChange={() => setChoice(toggleRecurring)}
          disabled={fieldReady.disabled || busy}
        />
        {checkout.isError && <Alert>{failureMessage(checkout.error)}</Alert>}
        {busy && <Alert tone="info">{donationForm.starting}</Alert>}
        <Stack gap="xs" align="flex-start">
          <Button type="submit" size="lg" disabled={!canDonate(choice) || busy}>
            {donateLabel(choice)}
          </Button>
          <Text size="sm" tone="muted">
            {donationForm.receiptNote}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
