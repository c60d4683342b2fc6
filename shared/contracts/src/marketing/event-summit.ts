// The summit's record and the date wording, apart from the other records (events.ts): the home
// page's banner needs only these, and a page's bundle takes whole modules, so it leaves the rest out.

/** Which block of /events a record belongs to (spec 1 "/events"). */
export type EventKind = 'summit' | 'event' | 'webinar';

/** A headline number shown beside an event, e.g. "50+" over "Speakers". */
export interface EventFact {
  value: string;
  label: string;
}

/**
 * One event or webinar. `start` and `end` are ISO 8601 local times with the offset in force at the
 * venue on that day; `timeZone` names the IANA zone for calendars and `timeZoneLabel` is what the page shows.
 */
export interface EventRecord {
  id: string;
  kind: EventKind;
  title: string;
  start: string;
  end: string;
  timeZone: string;
  timeZoneLabel: string;
  /** Where it happens, as the page shows it ("Online" for webinars). */
  location: string;
  /** The place people attend in person, when `location` says more (the summit's "and virtual"). */
  venue?: string;
  /** Whether people can attend over the internet (webinars, and the summit's virtual track). */
  online: boolean;
  /** Seats that registrations may take; the service refuses one more. */
  capacity: number;
  /** Who it is for (the event cards' audience line). */
  audience: string;
  description: string;
  /** The grid card drawn with emphasis (spec: one of the cards is highlighted). */
  highlighted: boolean;
  /** When the council announced it: the feed's entry date. */
  announced: string;
}

/** The summit adds the figures of spec 1 §1 to its record. */
export interface SummitRecord extends EventRecord {
  kind: 'summit';
  facts: readonly EventFact[];
}

/** Spec 1 §1 and §9: the featured global summit, March 2026 in Sydney and virtual, three days. */
export const summitEvent: SummitRecord = {
  id: 'global-bci-summit-2026',
  kind: 'summit',
  title: 'Global BCI Summit 2026',
  start: '2026-03-17T09:00:00+11:00',
  end: '2026-03-19T17:00:00+11:00',
  timeZone: 'Australia/Sydney',
  timeZoneLabel: 'AEDT',
  location: 'Sydney, Australia and virtual',
  venue: 'Sydney, Australia',
  online: true,
  capacity: 3000,
  audience: 'Researchers, policymakers, developers, clinicians and users of assistive technology',
  description:
    'Three days of research, policy and hands-on demonstrations with the people shaping neurotechnology, in Sydney and online.',
  highlighted: true,
  announced: '2025-09-01T00:00:00Z',
  facts: [
    { value: '3', label: 'Days' },
    { value: '50+', label: 'Speakers' },
    { value: '20+', label: 'Countries' },
    { value: '2,500+', label: 'Expected attendees' },
  ],
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Read from the ISO text itself (the venue's local time), not through Intl: the server and every
// browser then print the same words, so server-rendered dates hydrate without a mismatch.
function localParts(iso: string): LocalParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO local date-time: ${iso}`);
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

function clock({ hour, minute }: LocalParts): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** The venue's dates in US long format: "March 17–19, 2026", "April 30 – May 1, 2026" or "May 12, 2026". */
export function formatEventDate(event: Pick<EventRecord, 'start' | 'end'>): string {
  const start = localParts(event.start);
  const end = localParts(event.end);
  const startMonth = monthNames[start.month - 1];
  const endMonth = monthNames[end.month - 1];
  if (start.year !== end.year)
    return `${startMonth} ${start.day}, ${start.year} – ${endMonth} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${startMonth} ${start.day} – ${endMonth} ${end.day}, ${end.year}`;
  if (start.day !== end.day) return `${startMonth} ${start.day}–${end.day}, ${end.year}`;
  return `${startMonth} ${start.day}, ${start.year}`;
}

/** The venue's daily hours with its zone: "9:00 AM – 5:00 PM AEDT". */
export function formatEventTime(event: Pick<EventRecord, 'start' | 'end' | 'timeZoneLabel'>): string {
  return `${clock(localParts(event.start))} – ${clock(localParts(event.end))} ${event.timeZoneLabel}`;
}

/** The month and year alone, as the home banner shows the summit: "March 2026". */
export function formatEventMonth(event: Pick<EventRecord, 'start'>): string {
  const start = localParts(event.start);
  return `${monthNames[start.month - 1]} ${start.year}`;
}
