import { z } from 'zod';
import { emailAddressSchema } from '../email.js';
import { plainTextLineSchema } from '../plain-text.js';
import { eventMessages } from './event-copy.js';

/** The id of an event record (`allEvents`); the service answers 404 for one it does not know. */
export const eventIdSchema = z
  .string({ error: eventMessages.eventId })
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, eventMessages.eventId);

/**
 * POST `marketingApi.events.register`: the one-press Register. Signed in (Bearer token), the seat is
 * the account's address and `name` its display name; signed out, the seat has no address until the
 * visitor adds one (`eventConfirmationEmailSchema`).
 */
export const eventRegistrationSchema = z.object({
  eventId: eventIdSchema,
  name: plainTextLineSchema(100, {
    tooLong: eventMessages.nameInvalid,
    invalid: eventMessages.nameInvalid,
  }).optional(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** The optional field under a signed-out visitor's confirmation (and under More Info). */
export const eventEmailFormSchema = z.object({ email: emailAddressSchema });
export type EventEmailForm = z.infer<typeof eventEmailFormSchema>;

/** What proves the visitor who pressed Register is the one adding an address to that seat. */
export const eventClaimTokenSchema = z
  .string({ error: eventMessages.claimInvalid })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, eventMessages.claimInvalid);

/** POST `marketingApi.events.registrationEmail`: the e-mail form, with the seat it belongs to. */
export const eventConfirmationEmailSchema = eventEmailFormSchema.extend({
  registrationId: z.uuid({ error: eventMessages.claimInvalid }),
  claimToken: eventClaimTokenSchema,
});
export type EventConfirmationEmail = z.infer<typeof eventConfirmationEmailSchema>;

/**
 * POST `marketingApi.events.information`: More Info. Signed in, the account's address is used and
 * `email` ignored; signed out, `email` (the e-mail form's field) is required.
 */
export const eventInformationSchema = z.object({
  eventId: eventIdSchema,
  email: emailAddressSchema.optional(),
});
export type EventInformation = z.infer<typeof eventInformationSchema>;

/** Answer of Register: the toast, and for a signed-out seat what adding an address needs. */
export const eventRegistrationResponseSchema = z.object({
  registrationId: z.string(),
  /** Only for a seat taken signed out: sent back with the address the visitor adds. */
  claimToken: z.string().optional(),
  message: z.string(),
  description: z.string(),
});
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;

/** Answer of adding an address and of More Info: the toast. */
export const eventMailResponseSchema = z.object({ message: z.string(), description: z.string() });
export type EventMailResponse = z.infer<typeof eventMailResponseSchema>;
