import { Badge, Card, CardBody, GridList, Heading, Stack, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { ResearchReport } from '../content/neuro-ai-effects-report.js';
import { ReportSectionFrame } from './ReportSectionFrame.js';

const FigureValue = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${theme.colors.brand};
`;

/**
 * The key-figures callouts. Every figure carries its own "Claimed" badge as well as the section note,
 * so a figure quoted or screenshotted on its own is never mistaken for a measured result.
 */
export function ReportKeyFigures({ keyFigures }: { keyFigures: ResearchReport['keyFigures'] }) {
  const headingId = `${keyFigures.id}-title`;
  const noteId = `${keyFigures.id}-note`;
  return (
    <ReportSectionFrame id={keyFigures.id} aria-labelledby={headingId}>
      <Stack direction="row" gap="sm" align="center" wrap>
        <Heading level={2} size="lg" id={headingId}>
          {keyFigures.title}
        </Heading>
        <Badge tone="warning">{keyFigures.badge}</Badge>
      </Stack>
      <Text id={noteId} tone="muted">
        {keyFigures.note}
      </Text>
      <GridList columns={{ base: 1, md: 3 }} gap="md" aria-describedby={noteId}>
        {keyFigures.figures.map((figure) => (
          <Card as="li" key={figure.value}>
            <FigureValue>{figure.value}</FigureValue>
            <CardBody>{figure.description}</CardBody>
            <div>
              <Badge tone="warning">{keyFigures.badge}</Badge>
            </div>
          </Card>
        ))}
      </GridList>
    </ReportSectionFrame>
  );
}
