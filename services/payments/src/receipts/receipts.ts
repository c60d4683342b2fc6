import { brand } from '@gbc/brand';
import { formatMoney } from '@gbc/contracts/payments';
import type { OutgoingMail } from '@gbc/service-kit';
import type { CheckoutRow } from '../checkouts/checkouts.table.js';

export const paymentReceiptTemplate = 'payment-receipt';
export const paymentFailedTemplate = 'payment-failed';

const subjects: Record<CheckoutRow['kind'], string> = {
  donation: `Thank you for your donation to the ${brand.name}`,
  product: `Your ${brand.abbreviation} purchase receipt`,
  membership: `Welcome to ${brand.name} membership`,
  plan: `Your ${brand.abbreviation} Soil Whisperer plan`,
};

/** Where a receipt's reader cancels a subscription: the link it carries, or their account. */
const billing = (checkout: CheckoutRow, cancelUrl: string | null) =>
  checkout.interval
    ? `every ${checkout.interval} until you cancel it ${cancelUrl ? 'with the link below' : 'from your account'}`
    : 'once';

const day = (date: Date) => date.toISOString().slice(0, 10);

interface PaymentMailWords {
  subject: string;
  template: string;
  /** The sentence after the greeting. */
  opening: string;
  /** The date the payment went through or failed. */
  on: Date;
  /** When the free trial ends, for the receipt that starts one (nothing charged until then). */
  trialEndsAt?: Date | null;
  /** A signed-out subscriber's way to cancel (their receipts have no account to point to). */
  cancelUrl?: string | null;
  /** The lines between the payment's details and the signature. */
  closing: string[];
}

function amountLine(checkout: CheckoutRow, words: PaymentMailWords): string {
  const price = formatMoney(checkout.amount, checkout.currency);
  const cancelUrl = words.cancelUrl ?? null;
  if (!words.trialEndsAt) return `Amount: ${price}, charged ${billing(checkout, cancelUrl)}`;
  return [
    `Charged today: ${formatMoney(0, checkout.currency)} (free trial)`,
    `Amount: ${price}, charged from ${day(words.trialEndsAt)} ${billing(checkout, cancelUrl)}`,
  ].join('\n');
}

/** The council's payment mails share their greeting, the payment's details, and the signature. */
function paymentMail(checkout: CheckoutRow & { email: string }, words: PaymentMailWords): OutgoingMail {
  const text = [
    'Hello,',
    '',
    words.opening,
    '',
    `Item: ${checkout.description}`,
    amountLine(checkout, words),
    `Date: ${day(words.on)}`,
    `Reference: ${checkout.id}`,
    ...(words.cancelUrl ? ['', `To cancel this subscription, open ${words.cancelUrl}`] : []),
    '',
    ...words.closing,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to: checkout.email,
    replyTo: brand.contactEmail,
    subject: words.subject,
    text,
    template: words.template,
  };
}

export interface ReceiptExtras {
  /** Set when the checkout started a free trial: the receipt says nothing is charged until then. */
  trialEndsAt?: Date | null;
  /** Set for a subscriber without an account: the link that cancels the subscription. */
  cancelUrl?: string | null;
}

/**
 * The receipt for a paid checkout (or a started free trial, or a renewal). Every word is the
 * council's or the catalogue's: nothing the visitor typed appears in it, so the site cannot be used
 * to send mail of anyone's choosing.
 */
export function paymentReceiptMail(
  checkout: CheckoutRow & { email: string },
  paidAt: Date,
  { trialEndsAt = null, cancelUrl = null }: ReceiptExtras = {},
): OutgoingMail {
  return paymentMail(checkout, {
    subject: trialEndsAt ? `Your ${brand.abbreviation} free trial has started` : subjects[checkout.kind],
    template: paymentReceiptTemplate,
    opening: trialEndsAt
      ? `Your ${checkout.trial_days}-day free trial has started. Nothing is charged until it ends on ${day(trialEndsAt)}; cancel before then and you pay nothing.`
      : `We received your payment. Thank you for supporting the ${brand.name}.`,
    on: paidAt,
    trialEndsAt,
    cancelUrl,
    closing: [`If you did not make this payment, reply to this message (it reaches ${brand.contactEmail}).`],
  });
}

/**
 * A subscription's renewal could not be charged. Fixed words like the receipt's: what, how much,
 * the reference, and where to fix it; the provider retries meanwhile.
 */
export function paymentFailedMail(checkout: CheckoutRow & { email: string }, failedAt: Date): OutgoingMail {
  return paymentMail(checkout, {
    subject: `Your ${brand.abbreviation} payment did not go through`,
    template: paymentFailedTemplate,
    opening: `We could not collect your payment to the ${brand.name}. We will try again over the next days.`,
    on: failedAt,
    closing: [
      'To keep it going, update your payment method from your account (Manage or cancel).',
      `If you have questions, reply to this message (it reaches ${brand.contactEmail}).`,
    ],
  });
}
