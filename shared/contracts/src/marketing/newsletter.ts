import { z } from 'zod';
import { emailAddressSchema, emailAddressSchemaWith } from '../email.js';
import { plainTextLineSchema } from '../plain-text.js';
import { newsletterInterests, newsletterJoinSource, newsletterMessages } from './newsletter-copy.js';

/** Path of the page the visitor signed up on. */
const newsletterSourcePageSchema = z
  .string({ error: newsletterMessages.sourcePage })
  .max(300, newsletterMessages.sourcePage)
  .regex(/^\/[^\s\p{Cc}]*$/u, newsletterMessages.sourcePage);

/** The footer and contact page form: POST `marketingApi.newsletter.subscribe`. */
export const newsletterSubscribeSchema = z.object({
  email: emailAddressSchema,
  sourcePage: newsletterSourcePageSchema,
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

const newsletterJoinMetadataSchema = z.object({
  organization: plainTextLineSchema(200, {
    tooLong: newsletterMessages.organizationTooLong,
    invalid: newsletterMessages.organizationInvalid,
  }).optional(),
  interests: z
    .array(z.enum(newsletterInterests))
    .min(1, newsletterMessages.interestsRequired)
    .max(newsletterInterests.length),
  source: z.literal(newsletterJoinSource),
});
export type NewsletterJoinMetadata = z.infer<typeof newsletterJoinMetadataSchema>;

/** The join page form (spec 1 §3): POST `marketingApi.newsletter.join`. */
export const newsletterJoinSchema = z.object({
  email: emailAddressSchemaWith({
    required: newsletterMessages.joinEmailInvalid,
    invalid: newsletterMessages.joinEmailInvalid,
  }),
  name: plainTextLineSchema(200, {
    tooLong: newsletterMessages.nameTooLong,
    invalid: newsletterMessages.nameInvalid,
  }).optional(),
  metadata: newsletterJoinMetadataSchema,
  /** The ticked "agree to receive communications" box; the consent proof stores the text shown with it. */
  consent: z.literal(true, { error: newsletterMessages.consentRequired }),
});
export type NewsletterJoin = z.infer<typeof newsletterJoinSchema>;

/** Answer of both sign-ups, identical whether or not the address was known (no enumeration). */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  description: z.string().optional(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Tokens of confirmation and unsubscribe links: URL-safe, as the service issues them. */
export const newsletterTokenSchema = z
  .string({ error: newsletterMessages.token })
  .regex(/^[A-Za-z0-9_.-]{20,200}$/, newsletterMessages.token);

/** Body of POST `marketingApi.newsletter.confirm` and of the unsubscribe page's POST. */
export const newsletterTokenBodySchema = z.object({ token: newsletterTokenSchema });
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBodySchema>;

/** The query the links carry (`/newsletter/confirm?token=`), and the RFC 8058 one-click POST. */
export const newsletterTokenQuerySchema = newsletterTokenBodySchema;

/** Answer of confirm and unsubscribe: a message the page shows as it is. */
export const newsletterActionResponseSchema = z.object({ message: z.string() });
export type NewsletterActionResponse = z.infer<typeof newsletterActionResponseSchema>;
