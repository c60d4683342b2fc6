import { ButtonLink, Container, Heading, Lead, Section, Stack, Text } from '@gbc/ui';
import { useId } from 'react';
import { CardGrid } from '../layout/CardGrid.js';
import { PageIntro } from '../layout/PageIntro.js';
import {
  type AboutStatement,
  aboutIntro,
  globalRole,
  globalTeam,
  globalTeamHeading,
  globalTeamLead,
  mission,
  values,
  valuesHeading,
  vision,
} from './content.js';

function StatementSection({ statement, tone }: { statement: AboutStatement; tone?: 'muted' }) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <Stack gap="md">
          <Heading level={2} id={headingId}>
            {statement.heading}
          </Heading>
          <Lead>{statement.text}</Lead>
        </Stack>
      </Container>
    </Section>
  );
}

/** Spec 1 "/about": mission, vision, the four values, the global role and the Global Team. */
export default function AboutPage() {
  const valuesId = useId();
  const roleId = useId();
  const teamId = useId();

  return (
    <>
      <PageIntro path="/about" lead={aboutIntro} />
      <StatementSection statement={mission} tone="muted" />
      <StatementSection statement={vision} />
      <Section tone="muted" aria-labelledby={valuesId}>
        <Container>
          <Stack gap="xl">
            <Heading level={2} id={valuesId}>
              {valuesHeading}
            </Heading>
            <CardGrid cards={values} columns={4} />
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={roleId}>
        <Container>
          <Stack gap="md" align="flex-start">
            <Heading level={2} id={roleId}>
              {globalRole.heading}
            </Heading>
            <Lead>{globalRole.text}</Lead>
            <Text>{globalRole.researchers}</Text>
            <ButtonLink to={globalRole.action.to} size="lg">
              {globalRole.action.label}
            </ButtonLink>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby={teamId}>
        <Container>
          <Stack gap="xl">
            <Stack gap="sm">
              <Heading level={2} id={teamId}>
                {globalTeamHeading}
              </Heading>
              <Lead>{globalTeamLead}</Lead>
            </Stack>
            <CardGrid cards={globalTeam} columns={3} />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
