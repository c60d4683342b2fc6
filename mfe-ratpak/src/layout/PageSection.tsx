import { Container, Heading, Section, type SectionTone, Stack, Text } from '@gbc/ui';
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The section's anchor (`#roi-calculator`); its heading's id derives from it. */
  id: string;
  title: string;
  lead?: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** One titled section of a RATPAK page, reachable by its anchor. */
export function PageSection({ id, title, lead, tone, children }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {lead ? <Text tone="muted">{lead}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
