import { brand } from '@gbc/site-map';
import type { ContentCard } from '../../layout/CardGrid.js';

export const donationsIntro = `Your gift funds the ${brand.name}'s independent work: research into safe brain-computer interfaces, assistive technology within everyone's reach, and open standards that keep people in control of their own minds.`;

export const impactHeading = 'Where Your Donation Goes';

/** Spec 1 "/donations": the three impact cards. */
export const impactCards: readonly ContentCard[] = [
  {
    id: 'research-development',
    title: 'Research & Development',
    description:
      'Funds independent studies on the safety, ethics and long-term effects of neural interfaces, published openly for everyone to use.',
  },
  {
    id: 'global-accessibility',
    title: 'Global Accessibility',
    description:
      'Helps bring assistive neurotechnology to people and clinics that could not otherwise afford it, wherever they live.',
  },
  {
    id: 'innovation-acceleration',
    title: 'Innovation Acceleration',
    description:
      'Supports early-stage teams building responsible BCI solutions with mentoring, reviews and access to our partner network.',
  },
];

export const donationForm = {
  heading: 'Make a Donation',
  lead: 'Choose an amount or enter your own. Donations are in US dollars and processed securely by our payment provider.',
  presetsLegend: 'Choose an amount',
  customLabel: 'Custom amount (USD)',
  customHint: 'Whole dollars.',
  recurringLabel: 'Make this a monthly donation',
  recurringHint: 'You can cancel a monthly donation at any time.',
  /** Shown while the checkout is being started. */
  starting: 'Redirecting to secure checkout...',
  receiptNote: 'Not signed in? The payment page asks where to send your receipt.',
} as const;

/** The thank-you state on `/donations?checkout=<id>`, one entry per state of `useCheckoutStatus`. */
export const donationOutcome = {
  loading: { title: 'Checking your donation...', text: 'One moment while we look up your payment.' },
  processing: {
    title: 'Confirming your donation...',
    text: 'We are waiting for the payment provider to confirm your payment. This usually takes a few seconds.',
  },
  processingGaveUp: {
    title: 'Your donation is still being confirmed',
    text: 'This is taking longer than usual. Your receipt will arrive by email as soon as the payment is confirmed.',
  },
  paid: {
    title: 'Thank you for your donation!',
    text: (amount: string) =>
      `We have received your donation of ${amount}. A receipt is on its way to your inbox.`,
    monthly: 'Your monthly donation renews each month, with a receipt every time.',
  },
  failed: {
    title: 'Your payment did not go through',
    text: 'Nothing was charged. You can try again below.',
  },
  cancelled: {
    title: 'Donation cancelled',
    text: 'You left the checkout before paying, so nothing was charged. You can try again below whenever you like.',
  },
  notFound: {
    title: 'We could not find that donation',
    text: 'The link may be incomplete. You can make a donation below.',
  },
  error: {
    title: 'We could not check your donation',
    text: 'Please refresh the page in a moment. If you paid, your receipt will arrive by email.',
  },
  another: 'Make another donation',
} as const;
