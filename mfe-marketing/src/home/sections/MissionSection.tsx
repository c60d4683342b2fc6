import { Container, Section, Stack } from '@gbc/ui';
import { useId } from 'react';
import { missionCards, missionIntro } from '../content/mission.js';
import { IconCardGrid } from './IconCardGrid.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

export function MissionSection() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={missionIntro} headingId={headingId} />
          <IconCardGrid cards={missionCards} />
        </Stack>
      </Container>
    </Section>
  );
}
