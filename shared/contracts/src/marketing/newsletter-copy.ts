import { emailMessages } from '../email-rules.js';

// Without zod: pages and the footer form's placeholder import this copy without loading the schemas.

/** Newsletter copy from spec 1 §5 and §8 plus the double opt-in pages, shared by forms, pages and the service. */
export const newsletterMessages = {
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  subscribed: 'Successfully subscribed! Check your email for confirmation.',
  subscribedDescription:
    'Open the link in that email to confirm your address; until then we send you nothing else.',
  failed: 'Something went wrong. Please try again later.',
  failedDescription: 'If the problem persists, please contact us directly.',
  sourcePage: 'sourcePage must be a site path of at most 300 characters',
  interestsRequired: 'Select at least one area of interest',
  nameTooLong: 'Name must be at most 200 characters',
  nameInvalid: 'Name must be a single line of plain text without links',
  organizationTooLong: 'Organization must be at most 200 characters',
  organizationInvalid: 'Organization must be a single line of plain text without links',
  token: 'This link is not valid. Please use the link from your most recent email.',
  confirmTitle: 'Confirm your newsletter subscription',
  confirmIntro: 'Press the button to confirm that you want to receive our newsletter at this address.',
  confirmButton: 'Confirm subscription',
  confirmed: 'Thank you! Your subscription is confirmed.',
  confirmExpired:
    'This confirmation link has expired or was already used. Please sign up again to get a new one.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeIntro: 'Press the button and we will stop sending you the newsletter.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. We will not send you the newsletter again.',
  /** The join form's own wording of the e-mail rule (spec 1 §5), for an empty and an invalid address alike. */
  joinEmailInvalid: 'Invalid email address',
  consentRequired: 'You must agree to receive communications',
} as const;

/**
 * The consent statement every sign-up form shows next to its button. The service stores this exact
 * text with each sign-up as proof of what the visitor agreed to.
 */
export const newsletterConsentText =
  'By subscribing you agree to receive our newsletter by email. We first send a confirmation link, and every newsletter has a link to unsubscribe.';

/** How long a confirmation link works. */
export const newsletterConfirmationTtlHours = 48;

/** How long the success and failure toasts of a sign-up stay on screen (spec 1 §9). */
export const newsletterToastMs = 5000;

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
