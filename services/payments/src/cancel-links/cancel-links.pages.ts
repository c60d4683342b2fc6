import { formatMoney, paymentMessages } from '@gbc/contracts/payments';
import { escapeHtml, plainPage } from '../pages/plain-page.js';
import type { CancelLinkView } from './cancel-links.service.js';

const priceOf = (view: CancelLinkView) =>
  `${formatMoney(view.amount, view.currency)}${view.interval ? ` per ${view.interval}` : ''}`;

function details(view: CancelLinkView): string {
  return [
    '<dl>',
    `<dt>Subscription</dt><dd>${escapeHtml(view.description)}</dd>`,
    `<dt>Amount</dt><dd>${escapeHtml(priceOf(view))}</dd>`,
    view.status === 'trialing' && view.trialEndsAt
      ? `<dt>Free trial until</dt><dd>${escapeHtml(view.trialEndsAt.toISOString().slice(0, 10))}</dd>`
      : '',
    '</dl>',
  ].join('\n');
}

/**
 * What the mailed link opens: the subscription and a Cancel button. Opening the link changes nothing
 * (mail scanners fetch links); the press posts the same token back.
 */
export function cancelLinkPage(view: CancelLinkView, action: string, token: string): string {
  if (view.status === 'cancelled') {
    return plainPage(
      'Subscription cancelled',
      `${details(view)}\n<p>${escapeHtml(paymentMessages.subscriptionAlreadyCancelled)}</p>`,
    );
  }
  return plainPage(
    'Cancel your subscription',
    [
      details(view),
      `<form method="post" action="${escapeHtml(action)}">`,
      `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
      '<button type="submit">Cancel subscription</button>',
      '</form>',
    ].join('\n'),
  );
}

export function cancelledByLinkPage(view: CancelLinkView): string {
  return plainPage(
    'Subscription cancelled',
    `${details(view)}\n<p role="status">${escapeHtml(paymentMessages.subscriptionCancelledByLink)}</p>`,
  );
}

export function invalidCancelLinkPage(): string {
  return plainPage('Link not valid', `<p>${escapeHtml(paymentMessages.subscriptionCancelLinkInvalid)}</p>`);
}

export function cancelUnavailablePage(): string {
  return plainPage('Please try again later', `<p>${escapeHtml(paymentMessages.checkoutUnavailable)}</p>`);
}
