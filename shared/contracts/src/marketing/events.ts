// Without zod: the home banner, /events, the marketing service, the feeds and the JSON-LD all read
// these records, and pages must not pull the schemas into their first load.

import { type EventRecord, summitEvent } from './event-summit.js';

export * from './event-summit.js';

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
