import { atomMediaType, serviceMetaApi } from '@gbc/contracts';
import { allEvents, eventFeed, summitEvent } from '@gbc/contracts/marketing';
import { JSDOM } from 'jsdom';
import { useMarketingTestBed } from './marketing-test-kit.js';

const origin = 'https://gbc.example';

describe('the events Atom feed', () => {
  const service = useMarketingTestBed();

  test('holds every event record, newest announcement first, each linking to its card on /events', async () => {
    const response = await service.get(serviceMetaApi.feedFor('marketing', eventFeed.path));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${atomMediaType}; charset=utf-8`);

    const { document } = new JSDOM(response.body, { contentType: 'application/xml' }).window;
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = [...document.getElementsByTagName('entry')].map((entry) => ({
      id: entry.getElementsByTagName('id')[0]?.textContent,
      title: entry.getElementsByTagName('title')[0]?.textContent,
      updated: entry.getElementsByTagName('updated')[0]?.textContent,
      summary: entry.getElementsByTagName('summary')[0]?.textContent ?? '',
    }));
    const newestFirst = [...allEvents].sort((a, b) => Date.parse(b.announced) - Date.parse(a.announced));
    expect(entries.map((entry) => entry.id)).toEqual(
      newestFirst.map((event) => `${origin}/events#${event.id}`),
    );
    expect(entries.map((entry) => entry.title)).toEqual(newestFirst.map((event) => event.title));

    const summit = entries.find((entry) => entry.title === summitEvent.title);
    expect(summit?.updated).toBe(new Date(summitEvent.announced).toISOString());
    expect(summit?.summary).toContain(
      'March 17–19, 2026, 9:00 AM – 5:00 PM AEDT, Sydney, Australia and virtual.',
    );
    expect(response.body).toContain(
      `<link rel="self" type="application/atom+xml" href="${origin}/events/feed.xml"/>`,
    );
    expect(response.body).toContain(`<link rel="alternate" type="text/html" href="${origin}/events"/>`);
  });
});
