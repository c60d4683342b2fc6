import { pageTitle, pathTo } from '@gbc/site-map';
import { ButtonLink, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { ArrowLeft } from 'lucide-react';
import { vignetteDetailCopy } from './copy.js';

export interface VignetteUnavailableProps {
  title: string;
  text: string;
}

/** The not-found and error views of a vignette: what happened, and the way back to the list. */
export function VignetteUnavailable({ title, text }: VignetteUnavailableProps) {
  useDocumentMeta({ title: pageTitle(title), description: text });
  return (
    <Section>
      <Container>
        <Stack gap="md" align="flex-start">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{text}</Text>
          <ButtonLink to={pathTo('/vignettes')} variant="outline">
            <ArrowLeft aria-hidden="true" size={18} />
            {vignetteDetailCopy.backLink}
          </ButtonLink>
        </Stack>
      </Container>
    </Section>
  );
}
