import { isRangedMembershipTier, type MembershipTier, type MembershipTierId } from '../payments/catalogue.js';

// Without zod: /membership shows these in its first load and the products service prints them in the
// prospectus, so each tier's audience, benefits and price wording is written once.

/** Whole dollars as the pages show them: "$24,999". */
export function wholeDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** A membership tier's price as the spec writes it: "$20,000 to $50,000", or "$120" for a fixed price. */
export const membershipTierPriceText = (tier: MembershipTier) =>
  isRangedMembershipTier(tier)
    ? `${wholeDollars(tier.minimum)} to ${wholeDollars(tier.maximum)}`
    : wholeDollars(tier.minimum);

/** Who each membership tier is for and what it brings (spec 2 §2, §3); prices come from the catalogue. */
export const membershipTierDetails = {
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
} as const satisfies Record<MembershipTierId, { audience: string; benefits: readonly string[] }>;

/** The membership prospectus: a PDF the products service's build writes (spec 2 §7 call 5). */
export const membershipProspectus = {
  /** The name it downloads as (the spec does not show one). */
  fileName: 'gbc-membership-prospectus.pdf',
  title: 'Membership prospectus',
  /** Spec 2 §8 toasts. */
  messages: {
    started: 'Prospectus download started!',
    failed: 'Download failed. Please try again later.',
  },
} as const;
