import { Heading, Stack, Text } from '@gbc/ui';
import { styled } from 'styled-components';
import type { LegalSection } from './content/types.js';
import { LegalContactDetails } from './LegalContactDetails.js';

const BulletList = styled.ul`
  margin: 0;
  padding-inline-start: 1.5em;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One titled section of a legal page. */
export function LegalSectionBlock({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <Stack as="section" gap="sm" id={section.id} aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.bullets && (
        <BulletList>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </BulletList>
      )}
      {section.showsContactDetails && <LegalContactDetails />}
    </Stack>
  );
}
