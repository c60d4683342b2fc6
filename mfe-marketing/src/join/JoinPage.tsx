import { pathTo } from '@gbc/site-map';
import { Alert, ButtonLink, Card, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CardGrid } from '../layout/CardGrid.js';
import { PageIntro } from '../layout/PageIntro.js';
import {
  joinBenefits,
  joinBenefitsHeading,
  joinCreateAccount,
  joinCreateAccountLead,
  joinFormHeading,
  joinIntro,
  joinReturnHome,
  joinWelcome,
  joinWelcomeNext,
} from './content/join.js';
import { JoinFields } from './JoinFields.js';
import type { JoinFormProps } from './JoinForm.js';

// The form library and the schema (zod) load with the form, on its first use.
const loadJoinForm = () => import('./JoinForm.js');

/** Replaces the form once the sign-up is accepted (spec 1 "/join"). */
function JoinWelcome() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert tone="success" takeFocus>
        {joinWelcome}
      </Alert>
      <Text>{joinWelcomeNext}</Text>
      <ButtonLink to={pathTo('/')}>{joinReturnHome}</ButtonLink>
      <Text size="sm">
        {joinCreateAccountLead} <Link to={pathTo('/sign-up')}>{joinCreateAccount}</Link>
      </Text>
    </Stack>
  );
}

/** Spec 1 "/join": hero, the four benefits and the sign-up form, then the welcome view. */
export default function JoinPage() {
  const benefitsId = useId();
  const formId = useId();
  const [joined, setJoined] = useState(false);

  return (
    <>
      <PageIntro path="/join" lead={joinIntro} />
      <Section tone="muted" aria-labelledby={benefitsId}>
        <Container>
          <Stack gap="xl">
            <Heading level={2} id={benefitsId}>
              {joinBenefitsHeading}
            </Heading>
            <CardGrid cards={joinBenefits} columns={4} />
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={formId}>
        <Container>
          <Card>
            <Stack gap="md">
              <Heading level={2} id={formId}>
                {joinFormHeading}
              </Heading>
              {joined ? (
                <JoinWelcome />
              ) : (
                <DeferredForm<JoinFormProps>
                  load={loadJoinForm}
                  props={{ onJoined: () => setJoined(true) }}
                  placeholder={({ formProps, submitting }) => (
                    <JoinFields formProps={formProps} field={(name) => ({ name })} submitting={submitting} />
                  )}
                />
              )}
            </Stack>
          </Card>
        </Container>
      </Section>
    </>
  );
}
