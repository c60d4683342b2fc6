import { brand } from '@gbc/brand';
import type { EventRecord } from '@gbc/contracts/marketing';
import type { MailAttachment } from '@gbc/service-kit';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** Domain of the events' calendar UIDs: stable, so a second invitation updates the first entry. */
const uidDomain = new URL(`https://${brand.contactEmail.split('@')[1]}`).hostname;

/**
 * The `.ics` calendar entry of an event (RFC 5545), times in UTC so every calendar places it right
 * without a time zone table; `eventsUrl` is the /events page it links back to.
 */
export function eventCalendar(event: EventRecord, eventsUrl: string): string {
  const calendar = ical({
    prodId: { company: brand.name, product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: brand.name,
  });
  calendar.createEvent({
    id: `${event.id}@${uidDomain}`,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.title,
    description: event.description,
    location: event.location,
    url: eventsUrl,
    organizer: { name: brand.name, email: brand.contactEmail },
  });
  return calendar.toString();
}

/** The calendar entry as a mail attachment, named after the event. */
export function eventCalendarAttachment(event: EventRecord, eventsUrl: string): MailAttachment {
  return {
    filename: `${event.id}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar(event, eventsUrl),
  };
}
