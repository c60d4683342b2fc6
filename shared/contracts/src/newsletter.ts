import { z } from 'zod';

/** Newsletter copy from spec 1 §5 and §8, shared by the sign-up forms and the marketing service. */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed! Check your email for confirmation.',
  subscribedDescription: 'A welcome email is on its way to your inbox.',
  failed: 'Something went wrong. Please try again later.',
  failedDescription: 'If the problem persists, please contact us directly.',
  sourcePage: 'sourcePage must be a site path of at most 300 characters',
} as const;

/** The spec's simple pattern: something, an @, something, a dot, something, and no spaces. */
export const newsletterEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How long the success and failure toasts of a sign-up stay on screen (spec 1 §9). */
export const newsletterToastMs = 5000;

/** Body of POST /api/marketing/newsletter from the footer and contact page sign-ups. */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, newsletterMessages.emailRequired)
    .regex(newsletterEmailPattern, newsletterMessages.emailInvalid),
  /** Path of the page the visitor signed up on. */
  sourcePage: z
    .string()
    .startsWith('/', newsletterMessages.sourcePage)
    .max(300, newsletterMessages.sourcePage),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** Answer of POST /api/marketing/newsletter: a confirmation the form shows as it is. */
export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** Path of the sign-up under `marketingApi.prefix`. */
export const newsletterSubscribePath = '/newsletter';
