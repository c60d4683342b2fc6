import { formatMoney } from '@gbc/contracts/payments';
import type { OutgoingMail } from '@gbc/service-kit';
import { brand } from '@gbc/site-map';
import type { CheckoutRow } from '../checkouts/checkouts.table.js';

export const paymentReceiptTemplate = 'payment-receipt';

const subjects: Record<CheckoutRow['kind'], string> = {
  donation: `Thank you for your donation to the ${brand.name}`,
  product: `Your ${brand.abbreviation} purchase receipt`,
  membership: `Welcome to ${brand.name} membership`,
};

const billing = (checkout: CheckoutRow) =>
  checkout.interval === 'month'
    ? 'every month until you cancel it from your account'
    : checkout.interval === 'year'
      ? 'every year until you cancel it from your account'
      : 'once';

/**
 * The receipt for a paid checkout. Every word is the council's or the catalogue's: nothing the
 * visitor typed appears in it, so the site cannot be used to send mail of anyone's choosing.
 */
export function paymentReceiptMail(checkout: CheckoutRow & { email: string }, paidAt: Date): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `We received your payment. Thank you for supporting the ${brand.name}.`,
    '',
    `Item: ${checkout.description}`,
    `Amount: ${formatMoney(checkout.amount, checkout.currency)}, charged ${billing(checkout)}`,
    `Date: ${paidAt.toISOString().slice(0, 10)}`,
    `Reference: ${checkout.id}`,
    '',
    `If you did not make this payment, reply to this message (it reaches ${brand.contactEmail}).`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to: checkout.email,
    replyTo: brand.contactEmail,
    subject: subjects[checkout.kind],
    text,
    template: paymentReceiptTemplate,
  };
}
