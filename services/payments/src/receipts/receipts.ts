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
  plan: `Your ${brand.abbreviation} Soil Whisperer free trial has started`,
};

const billing = (checkout: CheckoutRow) =>
  checkout.interval === 'month'
    ? 'every month until you cancel it from your account'
    : checkout.interval === 'year'
      ? 'every year until you cancel it from your account'
      : 'once';

interface PaymentMailWords {
  subject: string;
  template: string;
  /** The sentence after the greeting. */
  opening: string;
  /** The date the payment went through or failed. */
  on: Date;
  /** The lines between the payment's details and the signature. */
  closing: string[];
}

/** The council's payment mails share their greeting, the payment's details, and the signature. */
function paymentMail(checkout: CheckoutRow & { email: string }, words: PaymentMailWords): OutgoingMail {
  const text = [
    'Hello,',
    '',
    words.opening,
    '',
    `Item: ${checkout.description}`,
    `Amount: ${formatMoney(checkout.amount, checkout.currency)}, charged ${billing(checkout)}`,
    `Date: ${words.on.toISOString().slice(0, 10)}`,
    `Reference: ${checkout.id}`,
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

/**
 * The receipt for a paid checkout. Every word is the council's or the catalogue's: nothing the
 * visitor typed appears in it, so the site cannot be used to send mail of anyone's choosing.
 */
export function paymentReceiptMail(checkout: CheckoutRow & { email: string }, paidAt: Date): OutgoingMail {
  return paymentMail(checkout, {
    subject: subjects[checkout.kind],
    template: paymentReceiptTemplate,
    opening: `We received your payment. Thank you for supporting the ${brand.name}.`,
    on: paidAt,
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
