import { Container, Section, Stack } from '@gbc/ui';
import { useId } from 'react';
import { pillars, pillarsIntro } from '../content/pillars.js';
import { IconCardGrid } from './IconCardGrid.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

export function PillarsSection() {
  const headingId = useId();
  return (
    <Section tone="dark" aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={pillarsIntro} headingId={headingId} />
          <IconCardGrid cards={pillars} />
        </Stack>
      </Container>
    </Section>
  );
}
