import { brand } from '@gbc/brand';
import { type EventRecord, formatEventDate, formatEventTime } from '@gbc/contracts/marketing';
import type { OutgoingMail } from '@gbc/service-kit';
import { eventCalendarAttachment } from './events.calendar.js';

export const eventRegistrationTemplate = 'event-registration';
export const eventInformationTemplate = 'event-information';

// Only the event's own facts and our words: these mails go to any address typed into /events,
// so they never carry what a visitor typed.
function eventFacts(event: EventRecord, eventsUrl: string): string[] {
  return [
    event.title,
    `Date: ${formatEventDate(event)}`,
    `Time: ${formatEventTime(event)}`,
    `Location: ${event.location}`,
    `For: ${event.audience}`,
    '',
    event.description,
    '',
    `Details and updates: ${eventsUrl}`,
  ];
}

/** The confirmation of a seat, with the event as an `.ics` calendar entry. */
export function eventRegistrationMail(to: string, event: EventRecord, eventsUrl: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Your registration for ${event.title} is confirmed. We look forward to seeing you.`,
    '',
    ...eventFacts(event, eventsUrl),
    '',
    'The attached calendar entry adds the event to your calendar.',
    `If you did not register, or can no longer attend, reply to ${brand.contactEmail} and we will release your seat.`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    subject: `Registration confirmed: ${event.title}`,
    text,
    replyTo: brand.contactEmail,
    template: eventRegistrationTemplate,
    attachments: [eventCalendarAttachment(event, eventsUrl)],
  };
}

/** More Info: the event's details, and how to register. */
export function eventInformationMail(to: string, event: EventRecord, eventsUrl: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Here is the information you asked for about ${event.title}.`,
    '',
    ...eventFacts(event, eventsUrl),
    '',
    `To take a seat, press Register on ${eventsUrl}. Questions are welcome at ${brand.contactEmail}.`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    subject: `Information: ${event.title}`,
    text,
    replyTo: brand.contactEmail,
    template: eventInformationTemplate,
  };
}
