import { ButtonLink, Card, CardBody, CardTitle, GridList, Heading, Text } from '@gbc/ui';
import { styled } from 'styled-components';
import type { ResearchReport } from '../content/neuro-ai-effects-report.js';
import { ReportSectionFrame } from './ReportSectionFrame.js';

// Keeps the three buttons on one baseline however long each card's text is.
const CardFooter = styled.div`
  margin-top: auto;
`;

/** Closing section: where a reader can take part (the survey) or read on (NeuroPAK, resources). */
export function ReportNextSteps({ nextSteps }: { nextSteps: ResearchReport['nextSteps'] }) {
  const headingId = `${nextSteps.id}-title`;
  return (
    <ReportSectionFrame id={nextSteps.id} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {nextSteps.title}
      </Heading>
      <Text>{nextSteps.text}</Text>
      <GridList columns={{ base: 1, md: 3 }} gap="md">
        {nextSteps.links.map((link) => (
          <Card as="li" key={link.to}>
            <CardTitle>{link.title}</CardTitle>
            <CardBody>{link.text}</CardBody>
            <CardFooter>
              <ButtonLink to={link.to} variant="secondary" size="sm">
                {link.linkLabel}
              </ButtonLink>
            </CardFooter>
          </Card>
        ))}
      </GridList>
    </ReportSectionFrame>
  );
}
