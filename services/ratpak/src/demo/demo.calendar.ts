import { brand } from '@gbc/brand';
import { demoLengthMinutes } from '@gbc/contracts/ratpak';
import type { MailAttachment } from '@gbc/service-kit';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** Domain of the calendar UIDs: stable per booking, so a resent invitation updates the same entry. */
const uidDomain = new URL(`https://${brand.contactEmail.split('@')[1]}`).hostname;

export interface DemoCalendarEntry {
  bookingId: string;
  startsAt: Date;
  /** The Laser Delight page, linked from the entry. */
  pageUrl: string;
}

/** The demo as an `.ics` calendar entry (RFC 5545), times in UTC so every calendar places it right. */
export function demoCalendar({ bookingId, startsAt, pageUrl }: DemoCalendarEntry): string {
  const calendar = ical({
    prodId: { company: brand.name, product: 'RATPAK demos', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: brand.name,
  });
  calendar.createEvent({
    id: `demo-${bookingId}@${uidDomain}`,
    start: startsAt,
    end: new Date(startsAt.getTime() + demoLengthMinutes * 60_000),
    summary: 'RATPAK Laser Delight demo',
    description: `A ${demoLengthMinutes}-minute online demo of RATPAK Laser Delight with the ${brand.name}. We send the meeting link before the demo.`,
    url: pageUrl,
    organizer: { name: brand.name, email: brand.contactEmail },
  });
  return calendar.toString();
}

export function demoCalendarAttachment(entry: DemoCalendarEntry): MailAttachment {
  return {
    filename: 'ratpak-laser-delight-demo.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: demoCalendar(entry),
  };
}
