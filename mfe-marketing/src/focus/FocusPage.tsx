import { routeMeta } from '@gbc/site-map';
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
import { useDocumentMeta } from '@gbc/web-kit';
import { useId } from 'react';
import {
  animalApplications,
  animalApplicationsHeading,
  animalApplicationsLead,
  ethicalFramework,
  ethicalFrameworkHeading,
  ethicalFrameworkLead,
  type FocusCard,
  focusAreas,
  focusAreasHeading,
  focusIntro,
  resourcesLink,
} from './content.js';

function CardGrid({ cards }: { cards: readonly FocusCard[] }) {
  return (
    <GridList columns={{ base: 1, md: 2, lg: cards.length === 4 ? 4 : 3 }}>
      {cards.map((card) => (
        <Card as="li" key={card.id}>
          <CardTitle>{card.title}</CardTitle>
          <CardBody>{card.description}</CardBody>
        </Card>
      ))}
    </GridList>
  );
}

/** Spec 1 "/focus": four focus areas, the animal applications, the ethical framework and a link to /resources. */
export default function FocusPage() {
  const meta = routeMeta('/focus');
  useDocumentMeta({ title: meta.title, description: meta.description });
  const areasId = useId();
  const animalsId = useId();
  const frameworkId = useId();

  return (
    <>
      <Section>
        <Container>
          <Stack gap="md">
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{focusIntro}</Lead>
          </Stack>
        </Container>
      </Section>
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
