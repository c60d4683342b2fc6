import { Eyebrow, Heading, Lead, Stack } from '@gbc/ui';
import type { SectionIntro } from '../content/types.js';

interface SectionIntroHeaderProps {
  intro: SectionIntro;
  /** Id the enclosing section points at with aria-labelledby. */
  headingId: string;
}

/** Eyebrow, h2 and lead that open most home sections. */
export function SectionIntroHeader({ intro, headingId }: SectionIntroHeaderProps) {
  return (
    <Stack gap="sm">
      <Eyebrow>{intro.eyebrow}</Eyebrow>
      <Heading level={2} id={headingId}>
        {intro.title}
      </Heading>
      <Lead>{intro.lead}</Lead>
    </Stack>
  );
}
