import type { EventRecord } from '@gbc/contracts/marketing';
import type { EventData, OrganizationData } from '@gbc/web-kit';

/**
 * An event as schema.org `Event`, from the same record the page shows: a place for in-person events,
 * the /events page as the virtual location of online ones, both for the summit.
 */
export function eventStructuredData(
  event: EventRecord,
  { eventsUrl, organizer }: { eventsUrl: string; organizer: OrganizationData },
): EventData {
  const url = `${eventsUrl}#${event.id}`;
  const place = { '@type': 'Place', name: event.venue ?? event.location } as const;
  const online = { '@type': 'VirtualLocation', url } as const;
  const inPerson = event.kind !== 'webinar';
  return {
    '@type': 'Event',
    name: event.title,
    startDate: event.start,
    endDate: event.end,
    description: event.description,
    url,
    location: inPerson && event.online ? [place, online] : inPerson ? place : online,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${
      inPerson && event.online
        ? 'MixedEventAttendanceMode'
        : inPerson
          ? 'OfflineEventAttendanceMode'
          : 'OnlineEventAttendanceMode'
    }`,
    organizer,
    maximumAttendeeCapacity: event.capacity,
  };
}
