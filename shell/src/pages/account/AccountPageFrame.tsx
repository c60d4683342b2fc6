import { Container, Heading, Section, Stack } from '@gbc/ui';
import type { ReactNode } from 'react';

/** The frame of every account page: a section with the page's heading. */
export function AccountPageFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section>
      <Container>
        <Stack gap="lg">
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
