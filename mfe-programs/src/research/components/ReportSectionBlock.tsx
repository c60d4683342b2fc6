import { Heading, Stack, Text } from '@gbc/ui';
import type { ReportSection } from '../content/neuro-ai-effects-report.js';
import { ProseSectionFrame } from './ReportSectionFrame.js';

/** A prose section of the report: its paragraphs, then its titled points. */
export function ReportSectionBlock({ section }: { section: ReportSection }) {
  const headingId = `${section.id}-title`;
  return (
    <ProseSectionFrame id={section.id} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {section.title}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.points?.map((point) => (
        <Stack key={point.title} gap="xs">
          <Heading level={3} size="sm">
            {point.title}
          </Heading>
          <Text>{point.text}</Text>
        </Stack>
      ))}
    </ProseSectionFrame>
  );
}
