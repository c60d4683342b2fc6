import { Container, Heading, Lead, Section, type SectionTone, Stack } from '@gbc/ui';
import type { ReactNode } from 'react';

interface PageSectionProps {
  id: string;
  title: string;
  lead?: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** A titled section of a program page, named by its heading. */
export function PageSection({ id, title, lead, tone, children }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {lead ? <Lead>{lead}</Lead> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
