import { pathTo } from '@gbc/site-map';
import type { InternalLink } from '../../home/content/types.js';

/** The copy of /events around the event records of `@gbc/contracts/marketing` (spec 1 "/events"). */
export const eventsPage = {
  intro:
    'Meet the researchers, clinicians, engineers and policymakers shaping brain-computer interfaces: at our global summit, at workshops around the world and in live webinars.',
  summit: {
    eyebrow: 'Featured summit',
    factsLabel: 'Summit at a glance',
  },
  grid: {
    heading: 'Upcoming Events',
    lead: 'Workshops, forums and showcases where the council’s work is done in person.',
    highlighted: 'Featured',
  },
  webinars: {
    heading: 'Upcoming Webinars',
    lead: 'One-hour live sessions online, with time for your questions.',
  },
  labels: {
    date: 'Date',
    time: 'Time',
    location: 'Location',
    audience: 'For',
  },
  actions: {
    register: 'Register',
    moreInfo: 'More Info',
    sendConfirmation: 'Send confirmation',
    sendInformation: 'Send information',
    sending: 'Sending...',
    emailLabel: 'Email address',
  },
  host: {
    title: 'Host an event with us',
    text: 'Universities, hospitals and companies co-host council workshops and webinars. Tell us what you have in mind.',
    link: { label: 'Contact Us', to: pathTo('/contact') } satisfies InternalLink,
  },
} as const;
