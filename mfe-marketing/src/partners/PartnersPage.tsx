import { routeMeta } from '@gbc/site-map';
import {
  ButtonLink,
  CallToActionBanner,
  Card,
  CardBody,
  CardTitle,
  Container,
  GridList,
  Heading,
  Lead,
  Section,
  Stack,
  Text,
} from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { useId } from 'react';
import { type PartnerGroup, partners } from './content.js';

function PartnerGroupSection({ group }: { group: PartnerGroup }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          {group.title}
        </Heading>
        <Text>{group.description}</Text>
      </Stack>
      <GridList columns={{ base: 1, md: 2 }}>
        {group.entries.map((entry) => (
          <Card as="li" key={entry.id}>
            <CardTitle>{entry.name}</CardTitle>
            <CardBody>{entry.description}</CardBody>
            {entry.link && (
              <Stack direction="row">
                <ButtonLink to={entry.link.to} variant="outline">
                  {entry.link.label}
                </ButtonLink>
              </Stack>
            )}
          </Card>
        ))}
      </GridList>
    </Stack>
  );
}

/** Spec 1 "/partners": the four partner groups, then calls to action to /contact and /resources. */
export default function PartnersPage() {
  const meta = routeMeta('/partners');
  useDocumentMeta({ title: meta.title, description: meta.description });

  return (
    <Section>
      <Container>
        <Stack gap="2xl">
          <Stack gap="md">
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{partners.intro}</Lead>
          </Stack>
          {partners.groups.map((group) => (
            <PartnerGroupSection key={group.id} group={group} />
          ))}
          <CallToActionBanner
            variant="gradient"
            title={partners.callToAction.title}
            text={partners.callToAction.text}
            actions={partners.callToAction.links.map((link, index) => (
              <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'secondary' : 'outline'}>
                {link.label}
              </ButtonLink>
            ))}
          />
        </Stack>
      </Container>
    </Section>
  );
}
