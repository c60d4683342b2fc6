import { atomMediaType } from '../feeds.js';

/** The marketing service's Atom feeds: the service declares them, the pages link them (zod-free). */
export const vignetteFeed = {
  path: '/vignettes/feed.xml',
  type: atomMediaType,
  title: 'Vignettes',
  subtitle: 'Stories of brain-computer interfaces and assistive technology in everyday life.',
} as const;

/** The events feed: the summit, the events and the webinars, newest announcement first. */
export const eventFeed = {
  path: '/events/feed.xml',
  type: atomMediaType,
  title: 'Events',
  subtitle: 'The global BCI summit, workshops and webinars of the council, as they are announced.',
} as const;
