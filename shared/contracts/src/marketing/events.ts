// Without zod: the home banner, /events, the marketing service, the feeds and the JSON-LD all read
// these records, and pages must not pull the schemas into their first load.

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

/** The four event records of spec 1 §3 ("Event"); the grid shows the first three. */
export const eventRecords: readonly EventRecord[] = [
  {
    id: 'neuroethics-policy-forum-2026',
    kind: 'event',
    title: 'Neuroethics Policy Forum',
    start: '2026-04-21T09:00:00+02:00',
    end: '2026-04-22T17:00:00+02:00',
    timeZone: 'Europe/Zurich',
    timeZoneLabel: 'CEST',
    location: 'Geneva, Switzerland',
    online: false,
    capacity: 250,
    audience: 'Policymakers, regulators and ethicists',
    description:
      'Two days of working sessions on neural data rights, consent and oversight, drafting recommendations for national regulators.',
    highlighted: true,
    announced: '2025-10-15T00:00:00Z',
  },
  {
    id: 'bci-standards-workshop-2026',
    kind: 'event',
    title: 'BCI Standards Workshop',
    start: '2026-05-12T09:00:00-04:00',
    end: '2026-05-12T17:00:00-04:00',
    timeZone: 'America/New_York',
    timeZoneLabel: 'EDT',
    location: 'Boston, United States',
    online: false,
    capacity: 120,
    audience: 'Engineers, test laboratories and standards bodies',
    description:
      'A hands-on day on interoperability, safety testing and certification criteria for implanted and wearable interfaces.',
    highlighted: false,
    announced: '2025-11-03T00:00:00Z',
  },
  {
    id: 'assistive-technology-expo-2026',
    kind: 'event',
    title: 'Assistive Technology Expo',
    start: '2026-06-09T10:00:00+08:00',
    end: '2026-06-10T18:00:00+08:00',
    timeZone: 'Asia/Singapore',
    timeZoneLabel: 'SGT',
    location: 'Singapore',
    online: false,
    capacity: 800,
    audience: 'Clinicians, users, caregivers and developers',
    description:
      'Demonstrations of communication, mobility and rehabilitation devices, with sessions led by the people who use them every day.',
    highlighted: false,
    announced: '2025-11-10T00:00:00Z',
  },
  {
    id: 'neurotech-startup-showcase-2026',
    kind: 'event',
    title: 'Neurotech Startup Showcase',
    start: '2026-09-15T10:00:00+02:00',
    end: '2026-09-15T18:00:00+02:00',
    timeZone: 'Europe/Berlin',
    timeZoneLabel: 'CEST',
    location: 'Berlin, Germany',
    online: false,
    capacity: 300,
    audience: 'Founders, investors and accelerator teams',
    description:
      'Early-stage teams present their work to investors, clinicians and the council’s technical steering committee.',
    highlighted: false,
    announced: '2025-11-20T00:00:00Z',
  },
];

/** How many of the event records the upcoming events grid shows (spec 1 "/events"). */
export const eventGridSize = 3;

/** The three upcoming webinars of spec 1 §3 ("Webinar"). */
export const webinarRecords: readonly EventRecord[] = [
  {
    id: 'bci-governance-basics-2026',
    kind: 'webinar',
    title: 'BCI Governance Basics',
    start: '2026-02-18T16:00:00+00:00',
    end: '2026-02-18T17:00:00+00:00',
    timeZone: 'UTC',
    timeZoneLabel: 'UTC',
    location: 'Online',
    online: true,
    capacity: 500,
    audience: 'Anyone new to neurotechnology policy',
    description:
      'An introduction to who regulates brain-computer interfaces today, where the gaps are and how the council works to close them.',
    highlighted: false,
    announced: '2025-11-05T00:00:00Z',
  },
  {
    id: 'neural-data-privacy-2026',
    kind: 'webinar',
    title: 'Neural Data Privacy in Practice',
    start: '2026-04-08T15:00:00+00:00',
    end: '2026-04-08T16:00:00+00:00',
    timeZone: 'UTC',
    timeZoneLabel: 'UTC',
    location: 'Online',
    online: true,
    capacity: 500,
    audience: 'Developers, data protection officers and researchers',
    description:
      'How to collect, store and share neural recordings with meaningful consent, minimal retention and auditable access.',
    highlighted: false,
    announced: '2025-11-12T00:00:00Z',
  },
  {
    id: 'designing-accessible-bcis-2026',
    kind: 'webinar',
    title: 'Designing Accessible BCIs',
    start: '2026-05-20T15:00:00+00:00',
    end: '2026-05-20T16:00:00+00:00',
    timeZone: 'UTC',
    timeZoneLabel: 'UTC',
    location: 'Online',
    online: true,
    capacity: 500,
    audience: 'Designers, clinicians and assistive technology users',
    description:
      'Co-design methods, calibration that respects fatigue, and interfaces that work for people with very different abilities.',
    highlighted: false,
    announced: '2025-11-19T00:00:00Z',
  },
];

/** Every record people can register for or ask about: the summit, the events and the webinars. */
export const allEvents: readonly EventRecord[] = [summitEvent, ...eventRecords, ...webinarRecords];

/** The records /events shows: the summit, the grid's three events and the webinars. */
export const shownEvents: readonly EventRecord[] = [
  summitEvent,
  ...eventRecords.slice(0, eventGridSize),
  ...webinarRecords,
];

/** The record with this id, or `undefined`. */
export function findEvent(id: string): EventRecord | undefined {
  return allEvents.find((event) => event.id === id);
}

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
