import {
  ButtonLink,
  Card,
  CardTitle,
  Container,
  Eyebrow,
  Grid,
  GridList,
  Heading,
  Lead,
  List,
  Section,
  type SectionTone,
  Stack,
  Text,
} from '@gbc/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { BrandProductContent, Spec, TitledText } from './types.js';

const Value = styled.dd`
  margin: 0;
`;

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;

  blockquote {
    margin: 0;
  }
`;

interface PageSectionProps {
  id: string;
  title: string;
  lead?: string;
  tone?: SectionTone;
  children: ReactNode;
}

/** A titled section of a product page, named by its heading; `id` is its anchor (`#technology`). */
export function PageSection({ id, title, lead, tone, children }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            {lead ? <Lead>{lead}</Lead> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}

/** The top of a product page: its name as the only h1. */
export function ProductHero({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
}) {
  return (
    <Section tone="brand" aria-labelledby="product-title">
      <Container>
        <Stack gap="md" align="flex-start">
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} id="product-title">
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

export function CardGrid({ items, columns = 2 }: { items: readonly TitledText[]; columns?: 2 | 3 | 4 }) {
  return (
    <GridList columns={{ base: 1, md: 2, lg: columns }} gap="lg">
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <Stack gap="sm">
            <CardTitle>{item.title}</CardTitle>
            <Text tone="muted">{item.description}</Text>
          </Stack>
        </Card>
      ))}
    </GridList>
  );
}

export function SpecList({ specs }: { specs: readonly Spec[] }) {
  return (
    <Grid as="dl" columns={{ base: 2, md: 3 }} gap="md">
      {specs.map((spec) => (
        <Card key={spec.label}>
          <dt>{spec.label}</dt>
          <Value>
            <strong>{spec.value}</strong>
          </Value>
        </Card>
      ))}
    </Grid>
  );
}

/**
 * The sections every brand product page has (spec 2 §2): specs (#technology), applications, the four
 * hardware systems, testimonials and the consultation (#consultation). `pricing` sits after hardware.
 */
export function BrandProductSections({
  content,
  pricing,
}: {
  content: BrandProductContent;
  pricing?: ReactNode;
}) {
  return (
    <>
      <PageSection id="technology" title={content.specsHeading}>
        <SpecList specs={content.specs} />
      </PageSection>
      <PageSection id="applications" title={content.applicationsHeading} tone="muted">
        <CardGrid items={content.applications} columns={content.applications.length > 4 ? 3 : 2} />
      </PageSection>
      <PageSection id="hardware" title={content.hardwareHeading} lead={content.hardwareCurrencyNote}>
        <GridList columns={{ base: 1, md: 2 }} gap="lg">
          {content.hardware.map((system) => (
            <Card as="li" key={system.name} aria-label={system.name}>
              <Stack gap="sm">
                <CardTitle>{system.name}</CardTitle>
                <Text size="lg">
                  <strong>{system.priceRange}</strong>
                </Text>
                <Text tone="muted">{system.channels}</Text>
                <List gap="xs">
                  {system.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </List>
                <Text size="sm">Ideal for: {system.idealFor}</Text>
              </Stack>
            </Card>
          ))}
        </GridList>
      </PageSection>
      {pricing}
      <PageSection id="testimonials" title={content.testimonialsHeading} tone="muted">
        <GridList columns={{ base: 1, lg: 3 }} gap="lg">
          {content.testimonials.map((testimonial) => (
            <Card as="li" key={testimonial.author}>
              <Quote>
                <blockquote>
                  <Text>“{testimonial.quote}”</Text>
                </blockquote>
                <figcaption>
                  <Text size="sm">
                    <strong>{testimonial.author}</strong>, {testimonial.title}
                  </Text>
                </figcaption>
              </Quote>
            </Card>
          ))}
        </GridList>
      </PageSection>
      <PageSection id="consultation" title={content.consultationHeading} lead={content.consultationLead}>
        <Stack gap="md">
          <Grid as="dl" columns={{ base: 1, md: 3 }} gap="md">
            {content.consultationContacts.map((contact) => (
              <div key={contact.label}>
                <dt>
                  <strong>{contact.label}</strong>
                </dt>
                <Value>{contact.value}</Value>
              </div>
            ))}
          </Grid>
          <Stack direction="row" gap="sm" wrap>
            {content.consultationLinks.map((link, index) => (
              <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
                {link.label}
              </ButtonLink>
            ))}
          </Stack>
        </Stack>
      </PageSection>
    </>
  );
}
