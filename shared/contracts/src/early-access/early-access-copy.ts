import { emailMessages } from '../email-rules.js';

// Without zod: the gate's first load imports this copy without loading the schema.

/**
 * Every page with an early-access gate (spec 2 §2). The products service stores requests of the first
 * four, the ratpak service those of `ratpak`; each checks the page against its own list.
 */
export const earlyAccessProducts = ['products', 'equinelink', 'pawlink', 'pinnipedlink', 'ratpak'] as const;
export type EarlyAccessProduct = (typeof earlyAccessProducts)[number];

/** How ready the visitor is to buy (spec 2 §5), in the form's order. */
export const earlyAccessInterestLevels = ['high', 'medium', 'low'] as const;
export type EarlyAccessInterestLevel = (typeof earlyAccessInterestLevels)[number];

export const earlyAccessInterestLabels: Record<EarlyAccessInterestLevel, string> = {
  high: 'High - Ready to purchase/implement',
  medium: 'Medium - Evaluating options',
  low: 'Low - Just exploring',
};

/** Where each owning service takes the gate's requests, relative to its prefix (`/api/<service>`). */
export const earlyAccessRoutePattern = '/access-requests';

/** Longest accepted values, checked by the form and the services alike. */
export const earlyAccessLimits = { name: 200, company: 200, message: 2000 } as const;

/** The gate's states and messages (spec 2 §4, §5 and §8). */
export const earlyAccessMessages = {
  loading: 'Loading...',
  required: 'Please fill in all required fields',
  emailInvalid: emailMessages.invalid,
  submitting: 'Submitting...',
  submit: 'Request Access',
  succeeded: 'Thank you! Your request has been submitted. You now have access to this product page.',
  failed: 'Something went wrong. Please try again.',
  nameTooLong: `Name must be at most ${earlyAccessLimits.name} characters`,
  nameInvalid: 'Name must be a single line of plain text without links',
  companyTooLong: `Company must be at most ${earlyAccessLimits.company} characters`,
  companyInvalid: 'Company must be a single line of plain text without links',
  messageTooLong: `Message must be at most ${earlyAccessLimits.message} characters`,
  messageInvalid: 'Message must be plain text without control characters',
  productInvalid: 'This page takes no early-access requests here',
} as const;

/** How the gate and the mails name each gated page. */
export const earlyAccessProductNames: Record<EarlyAccessProduct, string> = {
  products: 'our products',
  equinelink: 'EquineLink',
  pawlink: 'PawLink',
  pinnipedlink: 'PinnipedLink',
  ratpak: 'RATPAK',
};
