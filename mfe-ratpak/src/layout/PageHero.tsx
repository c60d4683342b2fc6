import { Container, Eyebrow, Heading, Lead, Section, Stack } from '@gbc/ui';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Above the eyebrow: the vertical pages' breadcrumb. */
  breadcrumb?: ReactNode;
  /** The hero's links. */
  actions?: ReactNode;
}

/** The top of a RATPAK page: its name as the page's only h1, what it is, and where to go next. */
export function PageHero({ eyebrow, title, lead, breadcrumb, actions }: PageHeroProps) {
  return (
    <Section tone="brand" aria-labelledby="page-title">
      <Container>
        <Stack gap="md" align="flex-start">
          {breadcrumb}
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} id="page-title">
            {title}
          </Heading>
          <Lead>{lead}</Lead>
          {actions ? (
            <Stack direction="row" gap="sm" wrap>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </Section>
  );
}
