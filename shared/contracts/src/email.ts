import { z } from 'zod';
import { emailMessages, isEmailAddress } from './email-rules.js';

/** An e-mail address field: trimmed, required, and checked with `isEmailAddress`. */
export const emailAddressSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .refine(isEmailAddress, emailMessages.invalid);

/**
 * The same e-mail rule with a form's own wording (spec 1 gives the contact and join forms their own
 * messages): `required` for an empty box, `invalid` for anything `isEmailAddress` refuses.
 */
export function emailAddressSchemaWith(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine(isEmailAddress, messages.invalid);
}
