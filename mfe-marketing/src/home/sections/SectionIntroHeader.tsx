import { Heading, Lead, Stack, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { SectionIntro } from '../content/types.js';

const Subtitle = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: 600;
  line-height: 1.4;
`;

interface SectionIntroHeaderProps {
  intro: SectionIntro;
  /** Id the enclosing section points at with aria-labelledby. */
  headingId: string;
}

/** The block's name as its h2 (the spec's name, so the outline reads as the spec does), subtitle and lead. */
export function SectionIntroHeader({ intro, headingId }: SectionIntroHeaderProps) {
  return (
    <Stack gap="sm">
      <Heading level={2} id={headingId}>
        {intro.heading}
      </Heading>
      {intro.subtitle && <Subtitle>{intro.subtitle}</Subtitle>}
      <Lead>{intro.lead}</Lead>
    </Stack>
  );
}
