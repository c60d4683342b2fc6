import { z } from 'zod';
import { emailAddressSchemaWith } from '../email.js';
import { plainTextLineSchema } from '../plain-text.js';
import { contactInterests, contactLimits, contactMessages, defaultContactInterest } from './contact-copy.js';

/**
 * Control characters other than tab and line breaks, and the bidi controls that reorder what follows
 * them: a message may span lines, but nothing in it may hide or disguise text in the council's inbox.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const hiddenCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The contact form (spec 1 §3, §5): POST `marketingApi.contact.send`; the same schema in the page and the service. */
export const contactMessageSchema = z.object({
  name: z.string({ error: contactMessages.required }).pipe(
    plainTextLineSchema(contactLimits.name, {
      tooLong: contactMessages.nameTooLong,
      invalid: contactMessages.nameInvalid,
    }).min(1, contactMessages.required),
  ),
  email: emailAddressSchemaWith({
    required: contactMessages.required,
    invalid: contactMessages.emailInvalid,
  }),
  organization: plainTextLineSchema(contactLimits.organization, {
    tooLong: contactMessages.organizationTooLong,
    invalid: contactMessages.organizationInvalid,
  }).optional(),
  interest: z
    .enum(contactInterests, { error: contactMessages.interestInvalid })
    .default(defaultContactInterest),
  /** From `/contact?subject=` (a program page's link), shown above the message. */
  subject: plainTextLineSchema(contactLimits.subject, {
    tooLong: contactMessages.subjectTooLong,
    invalid: contactMessages.subjectInvalid,
  }).optional(),
  message: z
    .string({ error: contactMessages.required })
    .trim()
    .min(1, contactMessages.required)
    .max(contactLimits.message, contactMessages.messageTooLong)
    .refine((value) => !hiddenCharacters.test(value), contactMessages.messageInvalid),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Answer of a sent message (also of a duplicate collapsed into the first). */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
