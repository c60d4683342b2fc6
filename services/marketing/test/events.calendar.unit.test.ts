import { summitEvent, webinarRecords } from '@gbc/contracts/marketing';
import { eventCalendar, eventCalendarAttachment } from '../src/events/events.calendar.js';

const eventsUrl = 'https://gbc.example/events';

/** The calendar's lines with RFC 5545 folding undone (continuation lines start with a space). */
const unfoldedLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('eventCalendar', () => {
  test('is one published VEVENT with the event in UTC, its place, link and a stable UID', () => {
    const lines = unfoldedLines(eventCalendar(summitEvent, eventsUrl));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//Global BCI Council//Events//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        `UID:${summitEvent.id}@globalbcicouncil.org`,
        // 09:00-17:00 AEDT (UTC+11) on 17-19 March.
        'DTSTART:20260316T220000Z',
        'DTEND:20260319T060000Z',
        'SUMMARY:Global BCI Summit 2026',
        'LOCATION:Sydney\\, Australia and virtual',
        `URL;VALUE=URI:${eventsUrl}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Three days of research');
  });

  test('converts each venue offset: a webinar at 16:00 UTC stays 16:00 UTC', () => {
    const [webinar] = webinarRecords;
    if (!webinar) throw new Error('no webinar');
    const lines = unfoldedLines(eventCalendar(webinar, eventsUrl));
    expect(lines).toContain('DTSTART:20260218T160000Z');
    expect(lines).toContain('DTEND:20260218T170000Z');
  });

  test('is attached as text/calendar named after the event', () => {
    expect(eventCalendarAttachment(summitEvent, eventsUrl)).toMatchObject({
      filename: 'global-bci-summit-2026.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: expect.stringContaining('BEGIN:VCALENDAR'),
    });
  });
});
