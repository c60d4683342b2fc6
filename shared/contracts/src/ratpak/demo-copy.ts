// Without zod: the Laser Delight page imports the slot times and messages in its first load.

/** The council's time zone: demo times are wall-clock times there, and the picker says so. */
export const councilTimeZone = 'Australia/Sydney';

/** The demo times of spec 2 §9 as `HH:MM` in the council's time zone, in the order the picker lists them. */
export const demoSlotTimes = ['09:00', '10:30', '12:00', '14:00', '15:30', '17:00'] as const;
export type DemoSlotTime = (typeof demoSlotTimes)[number];

/** The times as the spec writes them; every slot label starts with one. */
export const demoSlotTimeLabels: Record<DemoSlotTime, string> = {
  '09:00': '9:00 AM',
  '10:30': '10:30 AM',
  '12:00': '12:00 PM',
  '14:00': '2:00 PM',
  '15:30': '3:30 PM',
  '17:00': '5:00 PM',
};

/** 12:00 PM is always unavailable (spec 2 §9): listed, disabled, and refused by the service. */
export const unavailableDemoSlotTimes: readonly DemoSlotTime[] = ['12:00'];

/** Length of a demo (spec 2 §9). */
export const demoLengthMinutes = 30;

/** How far ahead the service looks for a free business day, and accepts a booking. */
export const demoHorizonDays = 90;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "2:00 PM, Tue 1 Dec": the time as the spec writes it, then the date (`YYYY-MM-DD`, the council's). */
export function demoSlotLabel(time: DemoSlotTime, date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return `${demoSlotTimeLabels[time]}, ${dayFormat.format(new Date(Date.UTC(year, month - 1, day)))}`;
}

/** Messages of the demo picker and the booking (spec 2 §8). */
export const demoMessages = {
  scheduled: (slot: string) => `Demo scheduled for ${slot}. You'll receive a confirmation email shortly.`,
  failed: 'Failed to schedule demo. Please try again.',
  slotTaken: 'That time was just taken. The list now shows the next free times.',
  slotUnavailable: 'That time is not available for demos.',
  slotInvalid: 'Please choose one of the listed demo times.',
  timeZoneNote: 'All times are Sydney time (Australia/Sydney). Each demo lasts 30 minutes.',
  confirmationOffer:
    'Add your email address to receive the confirmation with a calendar invitation. It is optional.',
  confirmationSent: (slot: string) => `A confirmation for ${slot} is on its way to your inbox.`,
  confirmationSentAccount: 'The confirmation with a calendar invitation goes to your account address.',
  claimInvalid: 'This booking can no longer take an address. Please book again.',
  emailLabel: 'Email address for the confirmation',
  sendConfirmation: 'Send confirmation',
  sending: 'Sending...',
  book: 'Book Demo',
  booking: 'Booking...',
  loadFailed: 'The demo times could not be loaded. Please try again later.',
} as const;

/** One line of the picker: a time on the next business day it is free. */
export interface DemoSlot {
  time: DemoSlotTime;
  /** `YYYY-MM-DD` in the council's time zone. */
  date: string;
  /** "2:00 PM, Tue 1 Dec". */
  label: string;
  available: boolean;
}
