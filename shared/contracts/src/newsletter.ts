import { z } from 'zod';

/** Newsletter copy from spec 1 §5 and §8, shared by the sign-up forms and the marketing service. */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed! Check your email for confirmation.',
  subscribedDescription: 'A welcome email is on its way to your inbox.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  alreadySubscribedDescription: 'Your subscription is active, so we did not send another welcome email.',
  failed: 'Something went wrong. Please try again later.',
  failedDescription: 'If the problem persists, please contact us directly.',
  sourcePage: 'sourcePage must be a site path of at most 300 characters',
  interestsRequired: 'Select at least one area of interest',
  nameTooLong: 'Name must be at most 200 characters',
  organizationTooLong: 'Organization must be at most 200 characters',
} as const;

/** The spec's simple pattern: something, an @, something, a dot, something, and no spaces. */
export const newsletterEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How long the success and failure toasts of a sign-up stay on screen (spec 1 §9). */
export const newsletterToastMs = 5000;

const newsletterEmailSchema = z
  .string()
  .trim()
  .min(1, newsletterMessages.emailRequired)
  .regex(newsletterEmailPattern, newsletterMessages.emailInvalid);

/** Path of the page the visitor signed up on. */
const newsletterSourcePageSchema = z
  .string()
  .startsWith('/', newsletterMessages.sourcePage)
  .max(300, newsletterMessages.sourcePage);

/** Body of POST /api/marketing/newsletter from the footer and contact page sign-ups. */
export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  sourcePage: newsletterSourcePageSchema,
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** The join page's interest options (spec 1 §3), in the order the form lists them. */
export const newsletterInterests = ['research', 'policy', 'development', 'partnerships'] as const;
export type NewsletterInterest = (typeof newsletterInterests)[number];

export const newsletterInterestLabels: Record<NewsletterInterest, string> = {
  research: 'Research & Development',
  policy: 'Policy & Governance',
  development: 'Technology Development',
  partnerships: 'Partnerships & Collaboration',
};

/** `metadata.source` of every join page sign-up. */
export const newsletterJoinSource = 'join_page';

const newsletterJoinMetadataSchema = z.object({
  organization: z.string().trim().max(200, newsletterMessages.organizationTooLong).optional(),
  interests: z
    .array(z.enum(newsletterInterests))
    .min(1, newsletterMessages.interestsRequired)
    .max(newsletterInterests.length),
  source: z.literal(newsletterJoinSource),
});
export type NewsletterJoinMetadata = z.infer<typeof newsletterJoinMetadataSchema>;

/**
 * Body of the join page's sign-up (spec 1 §3). The form adds its own rules (consent, its own
 * e-mail wording) on top; the service enforces these.
 */
export const newsletterJoinSchema = z.object({
  email: newsletterEmailSchema,
  name: z.string().trim().max(200, newsletterMessages.nameTooLong).optional(),
  metadata: newsletterJoinMetadataSchema,
});
export type NewsletterJoin = z.infer<typeof newsletterJoinSchema>;

/**
 * What POST /api/marketing/newsletter accepts: the footer/contact body or the join body. One object
 * rather than a union, so a bad e-mail is reported on `email` with the spec's message either way.
 */
export const newsletterSignupSchema = z
  .object({
    email: newsletterEmailSchema,
    sourcePage: newsletterSourcePageSchema.optional(),
    name: newsletterJoinSchema.shape.name,
    metadata: newsletterJoinMetadataSchema.optional(),
  })
  .refine((body) => body.sourcePage !== undefined || body.metadata !== undefined, {
    path: ['sourcePage'],
    message: newsletterMessages.sourcePage,
  });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** Answer of POST /api/marketing/newsletter: a confirmation the form shows as it is. */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  /** Second line of the confirmation; says whether a welcome e-mail was sent. */
  description: z.string().optional(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Path of the sign-up under `marketingApi.prefix`. */
export const newsletterSubscribePath = '/newsletter';
