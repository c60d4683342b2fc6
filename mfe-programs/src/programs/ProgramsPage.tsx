import { routeMeta } from '@gbc/site-map';
import {
  ButtonLink,
  CallToActionBanner,
  Container,
  Eyebrow,
  Grid,
  Heading,
  Lead,
  Section,
  Stack,
  Text,
} from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import {
  programCards,
  programsClosing,
  programsHero,
  programsListHeading,
  programsResearchHighlight,
} from './content/program-cards.js';
import { ProgramCard } from './ProgramCard.js';

const meta = routeMeta('/programs');

/** /programs: the council's three programs, its research report, and links to the manifesto and contact page. */
export default function ProgramsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <Section tone="brand" aria-labelledby="programs-title">
        <Container>
          <Stack gap="md">
            <Eyebrow>{programsHero.eyebrow}</Eyebrow>
            <Heading level={1} id="programs-title">
              {programsHero.title}
            </Heading>
            <Lead>{programsHero.lead}</Lead>
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby="programs-list-title">
        <Container>
          <Stack gap="xl">
            <Heading level={2} id="programs-list-title">
              {programsListHeading}
            </Heading>
            <Grid columns={{ base: 1, md: 2, lg: 3 }}>
              {programCards.map((program) => (
                <ProgramCard key={program.id} program={program} />
              ))}
            </Grid>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="programs-research-title">
        <Container>
          <Stack gap="md" align="flex-start">
            <Eyebrow>{programsResearchHighlight.eyebrow}</Eyebrow>
            <Heading level={2} size="lg" id="programs-research-title">
              {programsResearchHighlight.title}
            </Heading>
            <Text>{programsResearchHighlight.text}</Text>
            <ButtonLink to={programsResearchHighlight.link.to} variant="outline">
              {programsResearchHighlight.link.label}
            </ButtonLink>
          </Stack>
        </Container>
      </Section>
      <Section>
        <Container>
          <CallToActionBanner
            variant="gradient"
            title={programsClosing.title}
            text={programsClosing.text}
            actions={
              <>
                <ButtonLink to={programsClosing.primaryLink.to}>
                  {programsClosing.primaryLink.label}
                </ButtonLink>
                <ButtonLink to={programsClosing.secondaryLink.to} variant="outline">
                  {programsClosing.secondaryLink.label}
                </ButtonLink>
              </>
            }
          />
        </Container>
      </Section>
    </>
  );
}
