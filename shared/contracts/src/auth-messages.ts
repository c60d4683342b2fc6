// Without zod, so that zod-free copy modules (payments/payment-copy.ts) can quote it.

export const authMessages = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  secondFactorRequired: 'Confirm your sign-in with your authenticator app to continue.',
  internalUnauthorized: 'This internal endpoint needs the internal API token.',
} as const;
