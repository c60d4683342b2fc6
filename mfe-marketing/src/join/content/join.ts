import { brand } from '@gbc/brand';
import type { ContentCard } from '../../layout/CardGrid.js';

/** The join page's copy (spec 1 "/join", §8). */
export const joinIntro = `Become part of the ${brand.name} community: researchers, clinicians, engineers, policymakers and advocates shaping brain-computer interfaces that serve people.`;

export const joinBenefitsHeading = 'Why join';

export const joinBenefits: readonly ContentCard[] = [
  {
    id: 'research',
    title: 'Early Access to Research',
    description: 'Read our policy briefs, standards drafts and research summaries before they are published.',
  },
  {
    id: 'events',
    title: 'Events and Webinars',
    description:
      'Invitations to our summit, working sessions and webinars with the people building the field.',
  },
  {
    id: 'newsletter',
    title: 'Monthly Newsletter',
    description: 'One e-mail a month with research, policy updates and ways to take part.',
  },
  {
    id: 'networking',
    title: 'Networking',
    description: 'Meet peers across research, industry, clinics and advocacy who share the council’s goals.',
  },
];

export const joinFormHeading = 'Sign up';
export const joinFormLabels = {
  form: 'Join the council',
  email: 'Email *',
  name: 'Name',
  organization: 'Organization',
  interests: 'Areas of interest *',
  consent: `I agree to receive communications from the ${brand.abbreviation} *`,
  submit: 'Join Now',
  submitting: 'Joining...',
} as const;

/** Spec 1 §8: the join success message, with the council's abbreviation. */
export const joinWelcome = `Welcome to the ${brand.abbreviation}! Check your email for confirmation.`;
export const joinWelcomeNext = 'Open the link in that email to confirm your address.';
export const joinFailed = 'Something went wrong. Please try again.';
export const joinReturnHome = 'Return to Homepage';
export const joinCreateAccount = 'Create an account';
export const joinCreateAccountLead = 'Want member benefits too? Create an account to manage your membership.';
/** How long the welcome and failure toasts stay (spec 1 §9). */
export const joinToastMs = 5000;
