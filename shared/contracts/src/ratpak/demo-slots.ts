import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import { demoMessages, demoSlotTimes } from './demo-copy.js';

export const demoSlotSchema = z.object({
  time: z.enum(demoSlotTimes),
  date: z.string(),
  label: z.string(),
  available: z.boolean(),
});

/** GET `ratpakApi.demo.slots`: each of the six times once, on the next business day it is free. */
export const demoSlotListSchema = z.object({ timeZone: z.string(), slots: z.array(demoSlotSchema) });
export type DemoSlotList = z.infer<typeof demoSlotListSchema>;

/**
 * POST `ratpakApi.demo.book`: one press on a listed time. Signed in (Bearer token), the confirmation
 * goes to the account's address; signed out, to the address the visitor may add afterwards.
 */
export const demoBookingSchema = z.object({
  date: z.iso.date({ error: demoMessages.slotInvalid }),
  time: z.enum(demoSlotTimes, { error: demoMessages.slotInvalid }),
});
export type DemoBooking = z.infer<typeof demoBookingSchema>;

/** Answer of a booking: the toast, and for a signed-out booking what adding an address needs. */
export const demoBookedSchema = z.object({
  bookingId: z.string(),
  /** Only for a booking made signed out: sent back with the address the visitor adds. */
  claimToken: z.string().optional(),
  slot: z.string(),
  message: z.string(),
});
export type DemoBooked = z.infer<typeof demoBookedSchema>;

/** The address field under a signed-out booking's confirmation. */
export const demoEmailFormSchema = z.object({ email: emailAddressSchema });
export type DemoEmailForm = z.infer<typeof demoEmailFormSchema>;

/** POST `ratpakApi.demo.confirmationEmail`: the address, with the booking it belongs to. */
export const demoConfirmationEmailSchema = demoEmailFormSchema.extend({
  bookingId: z.uuid({ error: demoMessages.claimInvalid }),
  claimToken: z
    .string({ error: demoMessages.claimInvalid })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, demoMessages.claimInvalid),
});
export type DemoConfirmationEmail = z.infer<typeof demoConfirmationEmailSchema>;

export const demoConfirmationSentSchema = z.object({ message: z.string() });
export type DemoConfirmationSent = z.infer<typeof demoConfirmationSentSchema>;
