import {
  allEvents,
  eventGridSize,
  eventRecords,
  findEvent,
  formatEventDate,
  formatEventMonth,
  formatEventTime,
  summitEvent,
  webinarRecords,
} from '../src/marketing/events.js';

describe('event records', () => {
  it('hold the summit of spec 1 (March 2026, Sydney and virtual, three days), four events and three webinars', () => {
    expect(formatEventMonth(summitEvent)).toBe('March 2026');
    expect(summitEvent.location).toContain('Sydney');
    expect(summitEvent.online).toBe(true);
    expect(summitEvent.facts.map((fact) => fact.value)).toEqual(['3', '50+', '20+', '2,500+']);
    expect(eventRecords).toHaveLength(4);
    expect(eventGridSize).toBe(3);
    expect(eventRecords.slice(0, eventGridSize).filter((event) => event.highlighted)).toHaveLength(1);
    expect(webinarRecords).toHaveLength(3);
  });

  it('give every record a unique id, a zoned ISO start before its end and a positive capacity', () => {
    expect(new Set(allEvents.map((event) => event.id)).size).toBe(allEvents.length);
    for (const event of allEvents) {
      expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Date.parse(event.start)).toBeLessThan(Date.parse(event.end));
      expect(event.capacity).toBeGreaterThan(0);
      expect(findEvent(event.id)).toBe(event);
    }
    expect(findEvent('no-such-event')).toBeUndefined();
  });

  it('print dates and hours in the venue’s own time, whatever the machine’s zone', () => {
    expect(formatEventDate(summitEvent)).toBe('March 17–19, 2026');
    expect(formatEventTime(summitEvent)).toBe('9:00 AM – 5:00 PM AEDT');
    expect(formatEventDate({ start: '2026-04-30T09:00:00+02:00', end: '2026-05-01T12:30:00+02:00' })).toBe(
      'April 30 – May 1, 2026',
    );
    expect(formatEventDate({ start: '2026-12-31T20:00:00Z', end: '2027-01-01T02:00:00Z' })).toBe(
      'December 31, 2026 – January 1, 2027',
    );
    expect(
      formatEventTime({
        start: '2026-05-12T00:05:00-04:00',
        end: '2026-05-12T12:00:00-04:00',
        timeZoneLabel: 'EDT',
      }),
    ).toBe('12:05 AM – 12:00 PM EDT');
  });
});
