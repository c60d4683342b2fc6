import type { MembershipTierId } from '@gbc/contracts/payments';

/** /membership copy (spec 2 §2, §3): audience and benefits per tier; prices come from the catalogue. */
export const membershipCopy = {
  eyebrow: 'Membership',
  title: 'Join the Global BCI Council',
  lead: 'For governments, corporations, universities, organisations, professionals, researchers and people with lived experience.',
  tiersHeading: 'Membership tiers',
  currencyNote: 'Prices in Australian dollars (AUD), per year.',
  highlighted: 'Most impact',
  amountLabel: (title: string) => `Your yearly amount for ${title} (AUD)`,
  join: (title: string) => `Join as ${title}`,
  redirecting: 'Redirecting to secure checkout...',
  readyHeading: 'Ready to join?',
  readyLead: 'Questions about which tier fits? Our membership team is happy to help.',
  contact: 'Contact us',
  tiers: {
    'founding-partner': {
      audience: 'Governments, corporations and foundations shaping the field',
      benefits: [
        'Seat on the steering council',
        'Co-branding on standards work',
        'Invitations to every summit',
      ],
    },
    'industry-member': {
      audience: 'Companies building or deploying BCI and assistive technology',
      benefits: ['Working group membership', 'Early access to standards drafts', 'Member directory listing'],
    },
    'individual-member': {
      audience: 'Professionals, researchers and clinicians',
      benefits: ['Member newsletter and briefings', 'Discounted event tickets', 'Voting rights'],
    },
    advocate: {
      audience: 'People with lived experience and supporters',
      benefits: ['Community forums', 'Advocacy toolkit', 'Member events'],
    },
  } satisfies Record<MembershipTierId, { audience: string; benefits: string[] }>,
  success: {
    title: (tierTitle: string | null) => (tierTitle ? `Welcome, ${tierTitle}` : 'Welcome, Member'),
    lead: 'Thank you for joining the Global BCI Council. Your membership confirmation and receipt are on their way by e-mail.',
    account: 'See your account',
    paid: 'Your payment is confirmed and your membership is active.',
    processing: 'Your payment is being processed. This page updates once it is confirmed.',
    failed: 'The payment did not go through. Nothing was charged.',
    cancelled: 'You left the checkout before paying, so nothing was charged.',
    loading: 'Checking your payment...',
  },
} as const;
