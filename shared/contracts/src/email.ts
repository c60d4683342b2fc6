import { z } from 'zod';
import { emailMessages, isEmailAddress } from './email-rules.js';

/** An e-mail address field: trimmed, required, and checked with `isEmailAddress`. */
export const emailAddressSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .refine(isEmailAddress, emailMessages.invalid);
