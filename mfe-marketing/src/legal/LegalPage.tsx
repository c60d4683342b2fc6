import { routeMeta } from '@gbc/site-map';
import { Container, Heading, Lead, Section, Stack, Text } from '@gbc/ui';
import { formatLongUsDate, useDocumentMeta } from '@gbc/web-kit';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { lastUpdatedLabel } from './content/common.js';
import type { LegalDocument } from './content/types.js';
import { LegalSectionBlock } from './LegalSectionBlock.js';

/** Layout shared by the privacy policy and the terms: title, "Last updated" (today, per spec 1), sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const meta = routeMeta(document.path);
  useDocumentMeta({ title: meta.title, description: meta.description });
  const today = new Date().toISOString();

  return (
    <Section>
      <Container>
        <ReadableColumn as="article">
          <Stack gap="xl">
            <Stack gap="sm">
              <Heading level={1}>{meta.heading}</Heading>
              <Text tone="muted">
                {lastUpdatedLabel}: <time dateTime={today.slice(0, 10)}>{formatLongUsDate(today)}</time>
              </Text>
            </Stack>
            <Lead>{document.intro}</Lead>
            {document.sections.map((section) => (
              <LegalSectionBlock key={section.id} section={section} />
            ))}
          </Stack>
        </ReadableColumn>
      </Container>
    </Section>
  );
}
