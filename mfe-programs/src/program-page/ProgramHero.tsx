import { Container, Eyebrow, Heading, Lead, Section, Stack } from '@gbc/ui';
import type { ReactNode } from 'react';

interface ProgramHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The hero's links (apply, brochure). */
  actions: ReactNode;
}

/** The top of a program page: its name as the page's only h1, what it is, and how to take part. */
export function ProgramHero({ eyebrow, title, lead, actions }: ProgramHeroProps) {
  return (
    <Section tone="brand" aria-labelledby="program-title">
      <Container>
        <Stack gap="md" align="flex-start">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} id="program-title">
            {title}
          </Heading>
          <Lead>{lead}</Lead>
          <Stack direction="row" gap="sm" wrap>
            {actions}
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
