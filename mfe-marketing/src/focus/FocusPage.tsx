import {
  ButtonLink,
  Card,
  CardBody,
  CardTitle,
  Container,
  GridList,
  Heading,
  Lead,
  Section,
  Stack,
} from '@gbc/ui';
import { useId } from 'react';
import { CardGrid } from '../layout/CardGrid.js';
import { PageIntro } from '../layout/PageIntro.js';
import {
  animalApplications,
  animalApplicationsHeading,
  animalApplicationsLead,
  ethicalFramework,
  ethicalFrameworkHeading,
  ethicalFrameworkLead,
  focusAreas,
  focusAreasHeading,
  focusIntro,
  resourcesLink,
} from './content.js';

/** Spec 1 "/focus": four focus areas, the animal applications, the ethical framework and a link to /resources. */
export default function FocusPage() {
  const areasId = useId();
  const animalsId = useId();
  const frameworkId = useId();

  return (
    <>
      <PageIntro path="/focus" lead={focusIntro} />
      <Section tone="muted" aria-labelledby={areasId}>
        <Container>
          <Stack gap="xl">
            <Heading level={2} id={areasId}>
              {focusAreasHeading}
            </Heading>
            <CardGrid cards={focusAreas} />
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={animalsId}>
        <Container>
          <Stack gap="xl">
            <Stack gap="sm">
              <Heading level={2} id={animalsId}>
                {animalApplicationsHeading}
              </Heading>
              <Lead>{animalApplicationsLead}</Lead>
            </Stack>
            <GridList columns={{ base: 1, md: 3 }}>
              {animalApplications.map((application) => (
                <Card as="li" key={application.id}>
                  <CardTitle>{application.title}</CardTitle>
                  <CardBody>{application.description}</CardBody>
                  <ButtonLink to={application.link.to} variant="secondary">
                    {application.link.label}
                  </ButtonLink>
                </Card>
              ))}
            </GridList>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby={frameworkId}>
        <Container>
          <Stack gap="xl">
            <Stack gap="sm">
              <Heading level={2} id={frameworkId}>
                {ethicalFrameworkHeading}
              </Heading>
              <Lead>{ethicalFrameworkLead}</Lead>
            </Stack>
            <CardGrid cards={ethicalFramework} />
          </Stack>
        </Container>
      </Section>
      <Section>
        <Container>
          <Stack gap="md" align="flex-start">
            <Lead>{resourcesLink.text}</Lead>
            <ButtonLink to={resourcesLink.to} size="lg">
              {resourcesLink.label}
            </ButtonLink>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
