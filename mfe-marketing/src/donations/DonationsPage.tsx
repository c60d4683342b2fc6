import { checkoutCancelledParam, checkoutReturnParam } from '@gbc/contracts/payments';
import { Container, Heading, Section, Stack } from '@gbc/ui';
import { useCheckoutStatus } from '@gbc/web-kit/payments';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../layout/CardGrid.js';
import { PageIntro } from '../layout/PageIntro.js';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { donationForm, donationsIntro, impactCards, impactHeading } from './content/donations.js';
import { DonationForm } from './DonationForm.js';
import { DonationOutcome, offersFormAgain } from './DonationOutcome.js';

/**
 * Spec 1 "/donations": hero, three impact cards and the donation form. Back from the provider
 * (`?checkout=<id>`, with `&cancelled=1` after Cancel) the form's section shows the payment's state
 * first, and the form again where trying again makes sense.
 */
export default function DonationsPage() {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get(checkoutReturnParam);
  const cancelled = searchParams.get(checkoutCancelledParam) === '1';
  const view = useCheckoutStatus(checkoutId, { cancelled });
  const impactId = useId();
  const formId = useId();

  return (
    <>
      <PageIntro path="/donations" lead={donationsIntro} />
      <Section tone="muted" aria-labelledby={impactId}>
        <Container>
          <Stack gap="xl">
            <Heading level={2} id={impactId}>
              {impactHeading}
            </Heading>
            <CardGrid cards={impactCards} columns={3} />
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={formId}>
        <Container>
          <ReadableColumn>
            <Stack gap="lg">
              <Heading level={2} id={formId}>
                {donationForm.heading}
              </Heading>
              {checkoutId !== null && <DonationOutcome view={view} />}
              {(checkoutId === null || offersFormAgain(view)) && <DonationForm />}
            </Stack>
          </ReadableColumn>
        </Container>
      </Section>
    </>
  );
}
