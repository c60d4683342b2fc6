import { brand } from '@gbc/brand';
import { type EventRecord, eventFeed, formatEventDate, formatEventTime } from '@gbc/contracts/marketing';
import type { AtomFeed, ServiceFeed } from '@gbc/service-kit';
import { pathTo, siteUrl } from '@gbc/site-map';

/** The page anchor of one event on /events (its card's id). */
const eventAnchorUrl = (eventsUrl: string, event: EventRecord) => `${eventsUrl}#${event.id}`;

/**
 * The events feed (`eventFeed.path`): one entry per event record the service takes registrations
 * for, newest announcement first, each linking to its card on /events.
 */
export function eventsFeed(events: readonly EventRecord[], publicOrigin: string): ServiceFeed {
  const eventsUrl = siteUrl(publicOrigin, pathTo('/events'));
  return {
    path: eventFeed.path,
    title: eventFeed.title,
    async build(): Promise<AtomFeed> {
      const entries = [...events]
        .sort((a, b) => Date.parse(b.announced) - Date.parse(a.announced))
        .map((event) => {
          const announced = new Date(event.announced);
          return {
            id: eventAnchorUrl(eventsUrl, event),
            title: event.title,
            updated: announced,
            published: announced,
            link: eventAnchorUrl(eventsUrl, event),
            summary: `${formatEventDate(event)}, ${formatEventTime(event)}, ${event.location}. ${event.description}`,
            categories: [event.kind],
          };
        });
      const newest = Math.max(...entries.map((entry) => entry.updated.getTime()));
      return {
        id: eventsUrl,
        title: `${eventFeed.title} · ${brand.name}`,
        subtitle: eventFeed.subtitle,
        updated: new Date(newest),
        self: new URL(eventFeed.path, publicOrigin).href,
        link: eventsUrl,
        authors: [{ name: brand.name, uri: siteUrl(publicOrigin, pathTo('/')) }],
        entries,
      };
    },
  };
}
