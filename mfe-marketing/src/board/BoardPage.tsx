import { routeMeta } from '@gbc/site-map';
import {
  ButtonLink,
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
import { board } from './content.js';

/** Spec 1 "/board": the board to be announced with nominations via contact, then the three committees. */
export default function BoardPage() {
  const meta = routeMeta('/board');
  useDocumentMeta({ title: meta.title, description: meta.description });
  const announcementHeadingId = useId();
  const committeesHeadingId = useId();

  return (
    <Section>
      <Container>
        <Stack gap="2xl">
          <Stack gap="md">
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{board.intro}</Lead>
          </Stack>
          <Card as="section" aria-labelledby={announcementHeadingId}>
            <Heading level={2} size="md" id={announcementHeadingId}>
              {board.announcement.heading}
            </Heading>
            <Text>{board.announcement.text}</Text>
            <Stack direction="row">
              <ButtonLink to={board.announcement.nomination.to}>
                {board.announcement.nomination.label}
              </ButtonLink>
            </Stack>
          </Card>
          <Stack as="section" gap="lg" aria-labelledby={committeesHeadingId}>
            <Stack gap="sm">
              <Heading level={2} id={committeesHeadingId}>
                {board.committeesHeading}
              </Heading>
              <Text>{board.committeesLead}</Text>
            </Stack>
            <GridList columns={{ base: 1, md: 3 }}>
              {board.committees.map((committee) => (
                <Card as="li" key={committee.id}>
                  <CardTitle>{committee.name}</CardTitle>
                  <CardBody>{committee.remit}</CardBody>
                </Card>
              ))}
            </GridList>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
