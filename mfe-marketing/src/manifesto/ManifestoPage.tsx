import { routeMeta } from '@gbc/site-map';
import { ButtonLink, CallToActionBanner, Container, Heading, Lead, Section, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { useId } from 'react';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { manifesto } from './content.js';

/** Spec 1 "/manifesto": the council's principles, then the way on to /programs and /future. */
export default function ManifestoPage() {
  const meta = routeMeta('/manifesto');
  useDocumentMeta({ title: meta.title, description: meta.description });
  const principlesHeadingId = useId();

  return (
    <Section>
      <Container>
        <Stack gap="2xl">
          <ReadableColumn as="article">
            <Stack gap="xl">
              <Heading level={1}>{meta.heading}</Heading>
              <Lead>{manifesto.intro}</Lead>
              <Stack as="section" gap="lg" aria-labelledby={principlesHeadingId}>
                <Heading level={2} id={principlesHeadingId}>
                  {manifesto.principlesHeading}
                </Heading>
                {manifesto.principles.map((principle) => (
                  <Stack key={principle.id} gap="xs">
                    <Heading level={3}>{principle.title}</Heading>
                    <Text>{principle.text}</Text>
                  </Stack>
                ))}
              </Stack>
            </Stack>
          </ReadableColumn>
          <CallToActionBanner
            variant="secondary"
            title={manifesto.closing.title}
            text={manifesto.closing.text}
            actions={manifesto.closing.links.map((link, index) => (
              <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
                {link.label}
              </ButtonLink>
            ))}
          />
        </Stack>
      </Container>
    </Section>
  );
}
