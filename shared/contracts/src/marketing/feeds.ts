import { atomMediaType } from '../feeds.js';

/** The marketing service's Atom feeds: the service declares them, the pages link them (zod-free). */
export const vignetteFeed = {
  path: '/vignettes/feed.xml',
  type: atomMediaType,
  title: 'Vignettes',
  subtitle: 'Stories of brain-computer interfaces and assistive technology in everyday life.',
} as const;
