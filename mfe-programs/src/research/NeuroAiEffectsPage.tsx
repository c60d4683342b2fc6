import { estimateReadTime } from '@gbc/contracts';
import { routeMeta } from '@gbc/site-map';
import { Container, Eyebrow, Heading, Lead, media, Section, Stack, Text, theme } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { styled } from 'styled-components';
import { ReportKeyFigures } from './components/ReportKeyFigures.js';
import { ReportNextSteps } from './components/ReportNextSteps.js';
import { ReportSectionBlock } from './components/ReportSectionBlock.js';
import { ReportTableOfContents } from './components/ReportTableOfContents.js';
import {
  neuroAiEffectsReport as report,
  reportPath,
  reportProse,
} from './content/neuro-ai-effects-report.js';

const meta = routeMeta(reportPath);
const readingMinutes = estimateReadTime(reportProse(report).join(' '));
const tableOfContents = [
  report.executiveSummary,
  report.keyFigures,
  ...report.sections,
  report.nextSteps,
].map(({ id, title }) => ({ id, title }));

// Contents beside the text on wide screens, above it on narrow ones.
const ReportLayout = styled.div`
  display: grid;
  gap: ${theme.space['2xl']};

  ${media.lg`
    grid-template-columns: 16rem minmax(0, 1fr);
  `}
`;

/** /research/neuro-ai-effects: the council's static report on AI and neurodivergent people. */
export default function NeuroAiEffectsPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <article aria-labelledby="report-title">
      <Section as="header" tone="muted">
        <Container>
          <Stack gap="md">
            <Eyebrow>{report.eyebrow}</Eyebrow>
            <Heading level={1} id="report-title">
              {report.title}
            </Heading>
            <Lead>{report.standfirst}</Lead>
            <Text size="sm" tone="muted">
              <time dateTime={report.published.isoDate}>{report.published.label}</time>
              {` · ${readingMinutes} min read · ${report.authorship}`}
            </Text>
          </Stack>
        </Container>
      </Section>
      <Section>
        <Container>
          <ReportLayout>
            <ReportTableOfContents title={report.tableOfContentsTitle} entries={tableOfContents} />
            <Stack gap="3xl">
              <ReportSectionBlock section={report.executiveSummary} />
              <ReportKeyFigures keyFigures={report.keyFigures} />
              {report.sections.map((section) => (
                <ReportSectionBlock key={section.id} section={section} />
              ))}
              <ReportNextSteps nextSteps={report.nextSteps} />
            </Stack>
          </ReportLayout>
        </Container>
      </Section>
    </article>
  );
}
