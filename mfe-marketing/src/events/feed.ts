import { eventFeed } from '@gbc/contracts/marketing';
import { brand, type PageAlternate } from '@gbc/site-map';

/** The events feed as /events's head links it; the title is the feed document's own. */
export const eventsFeedAlternate: PageAlternate = {
  href: eventFeed.path,
  type: eventFeed.type,
  title: `${eventFeed.title} · ${brand.name}`,
};
