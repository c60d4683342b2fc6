import { z } from 'zod';
import { emailAddressSchemaWith } from '../email.js';
import { plainTextLineSchema } from '../plain-text.js';
import {
  earlyAccessInterestLevels,
  earlyAccessLimits,
  earlyAccessMessages,
  earlyAccessProducts,
} from './early-access-copy.js';

/** Control characters other than tab and line breaks, and bidi controls: nothing may hide text in a mail. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const hiddenCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * The early-access request (spec 2 §3, §5): POST `<service>Api.accessRequests`, the same schema in the
 * gate and in each owning service. Name, e-mail and interest level are required.
 */
export const earlyAccessRequestSchema = z.object({
  name: z.string({ error: earlyAccessMessages.required }).pipe(
    plainTextLineSchema(earlyAccessLimits.name, {
      tooLong: earlyAccessMessages.nameTooLong,
      invalid: earlyAccessMessages.nameInvalid,
    }).min(1, earlyAccessMessages.required),
  ),
  email: emailAddressSchemaWith({
    required: earlyAccessMessages.required,
    invalid: earlyAccessMessages.emailInvalid,
  }),
  /** Optional: empty or left out is "not given" (stored as null). */
  company: plainTextLineSchema(earlyAccessLimits.company, {
    tooLong: earlyAccessMessages.companyTooLong,
    invalid: earlyAccessMessages.companyInvalid,
  }).optional(),
  interestLevel: z.enum(earlyAccessInterestLevels, { error: earlyAccessMessages.required }),
  productPage: z.enum(earlyAccessProducts, { error: earlyAccessMessages.productInvalid }),
  /** Optional, as the company. */
  message: z
    .string()
    .trim()
    .max(earlyAccessLimits.message, earlyAccessMessages.messageTooLong)
    .refine((value) => !hiddenCharacters.test(value), earlyAccessMessages.messageInvalid)
    .optional(),
});
export type EarlyAccessRequestInput = z.input<typeof earlyAccessRequestSchema>;
export type EarlyAccessRequest = z.infer<typeof earlyAccessRequestSchema>;

/** Answer of a stored request (also of a repeat within a day, which changes nothing). */
export const earlyAccessResponseSchema = z.object({ message: z.string() });
export type EarlyAccessResponse = z.infer<typeof earlyAccessResponseSchema>;
