import { ButtonLink, Container, Grid, Section, Stack, Text } from '@gbc/ui';
import { useId } from 'react';
import { about } from '../content/about.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

export function AboutSection() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="xl">
          <SectionIntroHeader intro={about} headingId={headingId} />
          <Stack gap="md" align="flex-start">
            {about.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <ButtonLink to={about.link.to} variant="outline">
              {about.link.label}
            </ButtonLink>
          </Stack>
        </Grid>
      </Container>
    </Section>
  );
}
