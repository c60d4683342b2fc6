import { brand } from '@gbc/brand';
import { formatMoney } from '@gbc/contracts/payments';
import type { LocalSessionRow } from './local-provider.table.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain server HTML: no scripts and no inline styles, so it runs under the strictest CSP. */
function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} - ${escapeHtml(brand.abbreviation)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(title)}</h1>`,
    '<p><strong>Local test payments:</strong> no card is charged and no money moves.</p>',
    body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

const billing = (session: Pick<LocalSessionRow, 'interval'>) =>
  session.interval === 'month' ? ' per month' : session.interval === 'year' ? ' per year' : '';

export function checkoutPage(session: LocalSessionRow, action: string): string {
  const amount = `${formatMoney(session.amount, session.currency)}${billing(session)}`;
  return page(
    'Checkout',
    [
      '<dl>',
      `<dt>Item</dt><dd>${escapeHtml(session.description)}</dd>`,
      `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`,
      session.customer_email ? `<dt>Receipt to</dt><dd>${escapeHtml(session.customer_email)}</dd>` : '',
      '</dl>',
      `<form method="post" action="${escapeHtml(action)}">`,
      `<button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>`,
      '<button type="submit" name="action" value="cancel">Cancel</button>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * A checkout no longer open. A paid one offers the refund a Stripe dashboard would (same-origin form,
 * like Pay), so refunds can be tried without Stripe.
 */
export function closedCheckoutPage(
  session: Pick<LocalSessionRow, 'status' | 'refunded_at' | 'amount' | 'currency' | 'cancel_url'>,
  action: string,
): string {
  const back = `<p><a href="${escapeHtml(session.cancel_url)}">Return to the site</a></p>`;
  if (session.status !== 'complete') {
    return page('Checkout closed', `<p>This checkout is no longer open.</p>\n${back}`);
  }
  const amount = formatMoney(session.amount, session.currency);
  if (session.refunded_at) {
    return page('Payment refunded', `<p>This payment of ${escapeHtml(amount)} was refunded.</p>\n${back}`);
  }
  return page(
    'Payment made',
    [
      `<p>This checkout is paid: ${escapeHtml(amount)}.</p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      `<button type="submit" name="action" value="refund">Refund ${escapeHtml(amount)}</button>`,
      '</form>',
      back,
    ].join('\n'),
  );
}

export function portalPage(
  session: LocalSessionRow,
  action: string,
  fields: { token: string; returnUrl: string },
): string {
  const amount = `${formatMoney(session.amount, session.currency)}${billing(session)}`;
  if (session.subscription_cancelled_at) {
    return page(
      'Subscription',
      `<p>This subscription is cancelled.</p>\n<p><a href="${escapeHtml(fields.returnUrl)}">Return to your account</a></p>`,
    );
  }
  return page(
    'Manage subscription',
    [
      '<dl>',
      `<dt>Subscription</dt><dd>${escapeHtml(session.description)}</dd>`,
      `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`,
      '</dl>',
      `<form method="post" action="${escapeHtml(action)}">`,
      `<input type="hidden" name="token" value="${escapeHtml(fields.token)}">`,
      `<input type="hidden" name="return" value="${escapeHtml(fields.returnUrl)}">`,
      '<button type="submit" name="action" value="cancel">Cancel subscription</button>',
      '</form>',
      `<p><a href="${escapeHtml(fields.returnUrl)}">Return to your account</a></p>`,
    ].join('\n'),
  );
}

export function notFoundPage(): string {
  return page('Not found', '<p>There is no such checkout.</p>');
}
