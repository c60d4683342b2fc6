import { ButtonLink, Card, CardBody, CardTitle, Grid, Heading, Text } from '@gbc/ui';
import { styled } from 'styled-components';
import type { ResearchReport } from '../content/neuro-ai-effects-report.js';
import { ReportSectionFrame } from './ReportSectionFrame.js';

const LinkCardList = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
      <LinkCardList columns={{ base: 1, md: 3 }} gap="md">
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
      </LinkCardList>
    </ReportSectionFrame>
  );
}
