import {
  eventGridSize,
  eventRecords,
  shownEvents,
  summitEvent,
  webinarRecords,
} from '@gbc/contracts/marketing';
import { pathTo, routeMeta } from '@gbc/site-map';
import {
  Badge,
  ButtonLink,
  CallToActionBanner,
  Card,
  CardBody,
  CardTitle,
  Container,
  Eyebrow,
  Grid,
  GridList,
  Heading,
  Lead,
  List,
  Section,
  Stack,
  Text,
  theme,
} from '@gbc/ui';
import { StructuredData, useAbsoluteUrl, useDocumentMeta } from '@gbc/web-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { StatisticList } from '../home/sections/StatisticList.js';
import { useCouncilOrganization } from '../structured-data/useCouncilOrganization.js';
import { eventsPage } from './content/events.js';
import { EventActions } from './EventActions.js';
import { EventFacts } from './EventFacts.js';
import { eventsFeedAlternate } from './feed.js';
import { eventStructuredData } from './structured-data.js';

const HighlightedCard = styled(Card)`
  border: 2px solid ${theme.colors.primary};
  box-shadow: ${theme.shadows.lg};
`;

const WebinarItem = styled.li`
  padding: ${theme.space.lg} 0;
  border-top: 1px solid ${theme.colors.border};
`;

function SummitSection() {
  const headingId = useId();
  return (
    <Section tone="dark" aria-labelledby={headingId} id={summitEvent.id}>
      <Container>
        <Grid columns={{ base: 1, lg: 2 }} gap="2xl">
          <Stack gap="md" align="flex-start">
            <Eyebrow>{eventsPage.summit.eyebrow}</Eyebrow>
            <Heading level={2} id={headingId}>
              {summitEvent.title}
            </Heading>
            <EventFacts event={summitEvent} />
            <Text>{summitEvent.description}</Text>
            <EventActions event={summitEvent} />
          </Stack>
          <StatisticList
            statistics={summitEvent.facts}
            label={eventsPage.summit.factsLabel}
            columns={{ base: 2 }}
          />
        </Grid>
      </Container>
    </Section>
  );
}

function EventGrid() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={2} id={headingId}>
              {eventsPage.grid.heading}
            </Heading>
            <Text>{eventsPage.grid.lead}</Text>
          </Stack>
          <GridList columns={{ base: 1, md: 2, lg: 3 }} gap="lg">
            {eventRecords.slice(0, eventGridSize).map((event) => {
              const EventCard = event.highlighted ? HighlightedCard : Card;
              return (
                <EventCard as="li" key={event.id} id={event.id}>
                  {event.highlighted ? (
                    <div>
                      <Badge tone="brand">{eventsPage.grid.highlighted}</Badge>
                    </div>
                  ) : null}
                  <CardTitle>{event.title}</CardTitle>
                  <EventFacts event={event} />
                  <CardBody>{event.description}</CardBody>
                  <EventActions event={event} />
                </EventCard>
              );
            })}
          </GridList>
        </Stack>
      </Container>
    </Section>
  );
}

function WebinarList() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={2} id={headingId}>
              {eventsPage.webinars.heading}
            </Heading>
            <Text>{eventsPage.webinars.lead}</Text>
          </Stack>
          <List>
            {webinarRecords.map((webinar) => (
              <WebinarItem key={webinar.id} id={webinar.id}>
                <Grid columns={{ base: 1, md: 2 }} gap="lg">
                  <Stack gap="sm">
                    <Heading level={3} size="sm">
                      {webinar.title}
                    </Heading>
                    <EventFacts event={webinar} audience={false} />
                    <Text tone="muted">{webinar.description}</Text>
                  </Stack>
                  <EventActions event={webinar} moreInfo={false} />
                </Grid>
              </WebinarItem>
            ))}
          </List>
        </Stack>
      </Container>
    </Section>
  );
}

/** Spec 1 "/events": the featured summit, the upcoming events grid and the webinars, each with Register. */
export default function EventsPage() {
  const meta = routeMeta('/events');
  useDocumentMeta({ title: meta.title, description: meta.description, alternates: [eventsFeedAlternate] });
  const eventsUrl = useAbsoluteUrl(pathTo('/events'));
  const organizer = useCouncilOrganization();
  return (
    <>
      <StructuredData
        data={shownEvents.map((event) => eventStructuredData(event, { eventsUrl, organizer }))}
      />
      <Section>
        <Container>
          <Stack gap="md">
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{eventsPage.intro}</Lead>
          </Stack>
        </Container>
      </Section>
      <SummitSection />
      <EventGrid />
      <WebinarList />
      <Section>
        <Container>
          <CallToActionBanner
            variant="gradient"
            title={eventsPage.host.title}
            text={eventsPage.host.text}
            actions={
              <ButtonLink to={eventsPage.host.link.to} variant="secondary">
                {eventsPage.host.link.label}
              </ButtonLink>
            }
          />
        </Container>
      </Section>
    </>
  );
}
