import { brand } from '@gbc/brand';
import { councilTimeZone, demoLengthMinutes } from '@gbc/contracts/ratpak';
import type { OutgoingMail } from '@gbc/service-kit';
import { type DemoCalendarEntry, demoCalendarAttachment } from './demo.calendar.js';

export const demoConfirmationTemplate = 'ratpak-demo-confirmation';
export const demoSalesNotificationTemplate = 'ratpak-demo-notification';

/**
 * The visitor's confirmation with the `.ics` invitation. Fixed text and the slot only: the address may
 * have been typed by anyone, so nothing a visitor wrote reaches it through us.
 */
export function demoConfirmationMail(to: string, slot: string, entry: DemoCalendarEntry): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Your RATPAK Laser Delight demo is scheduled for ${slot} (${councilTimeZone} time).`,
    `It lasts ${demoLengthMinutes} minutes; we send the meeting link before it starts.`,
    '',
    'The attached calendar entry adds the demo to your calendar.',
    `Details: ${entry.pageUrl}`,
    '',
    `If you did not book this demo, or can no longer attend, reply to ${brand.contactEmail} and we will release the time.`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    replyTo: brand.contactEmail,
    subject: `Demo scheduled: RATPAK Laser Delight, ${slot}`,
    text,
    template: demoConfirmationTemplate,
    attachments: [demoCalendarAttachment(entry)],
  };
}

/** The sales team's note of a booking, and later of the address a signed-out visitor added. */
export function demoSalesNotificationMail(
  inbox: string,
  slot: string,
  email: string | null,
  event: 'booked' | 'address-added',
): OutgoingMail {
  const text = [
    event === 'booked'
      ? `A RATPAK Laser Delight demo was booked for ${slot} (${councilTimeZone} time).`
      : `The visitor who booked the demo of ${slot} added an address for the confirmation.`,
    '',
    `Confirmation address: ${email ?? '(not given yet: the visitor booked signed out)'}`,
  ].join('\n');
  return {
    to: inbox,
    ...(email ? { replyTo: email } : {}),
    subject: `RATPAK demo ${event === 'booked' ? 'booked' : 'address added'}: ${slot}`,
    text,
    template: demoSalesNotificationTemplate,
  };
}
