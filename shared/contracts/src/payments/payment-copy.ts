import { authMessages } from '../auth-messages.js';
import { emailMessages } from '../email-rules.js';
import {
  donationCatalogue,
  formatMoney,
  membershipCatalogue,
  subscriptionPlanCatalogue,
  toMinorUnits,
} from './catalogue.js';

// Without zod: pages import this copy and the return parameters without loading the schemas.

/** Copy of the checkout flows: spec 2 §8 where it has words, plain statements elsewhere. */
export const paymentMessages = {
  amountWhole: 'Enter a whole amount in dollars',
  donationRange: `Donations are from $${donationCatalogue.minimum} to $${donationCatalogue.maximum.toLocaleString('en-US')}`,
  productTierUnknown: 'Choose one of the listed product tiers',
  membershipTierUnknown: 'Choose one of the listed membership tiers',
  membershipAmountRequired: 'Choose an amount for this membership tier',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  returnPath: 'returnPath must be a site path of at most 300 characters',
  membershipSignInRequired: 'Please sign in to continue',
  membershipCheckoutFailed: 'Failed to start checkout. Please try again.',
  productCheckoutFailed: 'An error occurred with the purchase. Please try again later.',
  planUnknown: 'Choose one of the listed plans',
  /** Spec 2 §8: the subscription's second info toast, before the browser leaves for the provider. */
  planRedirecting: 'Redirecting to secure checkout...',
  planCheckoutFailed: 'Failed to start checkout. Please try again.',
  subscriptionCancelLinkInvalid: 'This cancellation link is not valid.',
  subscriptionCancelledByLink: 'Your subscription is cancelled. You will not be charged again.',
  checkoutNotFound: 'We could not find that checkout.',
  checkoutUnavailable: 'The payment provider could not be reached. Please try again later.',
  subscriptionNotFound: 'We could not find that subscription.',
  subscriptionAlreadyCancelled: 'This subscription is already cancelled.',
  webhookSignatureInvalid: 'The webhook signature is missing or invalid.',
  refundPaymentNotRecordedYet: 'The refunded payment is not recorded yet; deliver the event again later.',
  internalUnauthorized: authMessages.internalUnauthorized,
} as const;

/** `Choose an amount from $75.00 AUD to $350.00 AUD` */
export const membershipAmountRangeMessage = (minimum: number, maximum: number) =>
  `Choose an amount from ${formatMoney(toMinorUnits(minimum), membershipCatalogue.currency)} to ${formatMoney(toMinorUnits(maximum), membershipCatalogue.currency)}`;

/** Spec 2 §8: the subscription's first info toast, 'Processing subscription for Harvest...'. */
export const planProcessingMessage = (planName: string) => `Processing subscription for ${planName}...`;

/** '30-day free trial', as the pricing cards, the checkout page and the receipt say it. */
export const planTrialLabel = `${subscriptionPlanCatalogue.trialDays}-day free trial`;

/** Query parameter on the return path that names the checkout to the success page. */
export const checkoutReturnParam = 'checkout';

/**
 * Added (`=1`) when the visitor left the provider's page without paying. Stripe keeps such a session
 * open until it expires, so the page says "cancelled" at once instead of waiting for a webhook.
 */
export const checkoutCancelledParam = 'cancelled';
