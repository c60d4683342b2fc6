import type { EarlyAccessProduct } from '@gbc/contracts/early-access';
import { earlyAccessProductNames } from '@gbc/contracts/early-access';

/** The gate dialog's copy; messages and interest labels come from the contract. */
export const earlyAccessCopy = {
  title: 'Request Early Access',
  description: (product: EarlyAccessProduct) =>
    `${earlyAccessProductNames[product]} ${product === 'products' ? 'are' : 'is'} in early access. Tell us about your interest and our team will be in touch.`,
  signInLead: 'Already have an account?',
  signIn: 'Sign in',
  formLabel: 'Early access request',
  name: 'Name',
  email: 'Email',
  company: 'Company (optional)',
  interestLevel: 'Interest Level',
  interestPlaceholder: 'Select your interest level',
  message: 'Message (optional)',
} as const;
