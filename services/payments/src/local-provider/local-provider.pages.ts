import { formatMoney } from '@gbc/contracts/payments';
import { escapeHtml, plainPage } from '../pages/plain-page.js';
import type { LocalSessionRow } from './local-provider.table.js';

/** The local provider's pages say on top that nothing real happens on them. */
const localNotice = '<p><strong>Local test payments:</strong> no card is charged and no money moves.</p>';

const page = (title: string, body: string) => plainPage(title, `${localNotice}\n${body}`);

const billing = (session: Pick<LocalSessionRow, 'interval'>) =>
  session.interval === 'month' ? ' per month' : session.interval === 'year' ? ' per year' : '';

/** What the payer typed in the address field, and what was wrong with it, when Pay is refused. */
export interface EmailFieldState {
  value: string;
  error: string;
}

/**
 * Stripe Checkout asks for the address when the site had none (a signed-out donor or buyer): so does
 * this page, and the receipt goes there. Cancel skips the browser's check of the field.
 */
function emailField(field: EmailFieldState | undefined): string {
  const invalid = field ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return [
    '<p><label for="email">Email for your receipt</label>',
    `<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(field?.value ?? '')}"${invalid}></p>`,
    field ? `<p id="email-error" role="alert">${escapeHtml(field.error)}</p>` : '',
  ].join('\n');
}

export function checkoutPage(session: LocalSessionRow, action: string, field?: EmailFieldState): string {
  const amount = `${formatMoney(session.amount, session.currency)}${billing(session)}`;
  // A free trial is started, not paid: Stripe Checkout too shows the trial and "Start trial".
  const trial = session.trial_days
    ? `<dt>Free trial</dt><dd>${session.trial_days} days: nothing is charged today, then ${escapeHtml(amount)} until you cancel</dd>`
    : '';
  const submit = session.trial_days ? `Start ${session.trial_days}-day free trial` : `Pay ${amount}`;
  return page(
    'Checkout',
    [
      '<dl>',
      `<dt>Item</dt><dd>${escapeHtml(session.description)}</dd>`,
      `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`,
      trial,
      session.customer_email ? `<dt>Receipt to</dt><dd>${escapeHtml(session.customer_email)}</dd>` : '',
      '</dl>',
      `<form method="post" action="${escapeHtml(action)}">`,
      session.customer_email ? '' : emailField(field),
      `<button type="submit" name="action" value="pay">${escapeHtml(submit)}</button>`,
      '<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * A checkout no longer open. A paid one offers the refund a Stripe dashboard would (same-origin form,
 * like Pay), so refunds can be tried without Stripe.
 */
export function closedCheckoutPage(
  session: Pick<
    LocalSessionRow,
    | 'status'
    | 'refunded_at'
    | 'amount'
    | 'currency'
    | 'cancel_url'
    | 'trial_days'
    | 'trial_ended_at'
    | 'subscription_cancelled_at'
  >,
  action: string,
): string {
  const back = `<p><a href="${escapeHtml(session.cancel_url)}">Return to the site</a></p>`;
  if (session.status !== 'complete') {
    return page('Checkout closed', `<p>This checkout is no longer open.</p>\n${back}`);
  }
  const amount = formatMoney(session.amount, session.currency);
  if (session.trial_days && !session.trial_ended_at) {
    return trialPage(session.trial_days, amount, session.subscription_cancelled_at !== null, action, back);
  }
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

/**
 * A subscription in its free trial: nothing charged. End trial now plays the trial's end at once (as
 * Refund plays a refund), so the first charge can be tried without waiting a month.
 */
function trialPage(days: number, amount: string, cancelled: boolean, action: string, back: string): string {
  if (cancelled) {
    return page(
      'Free trial',
      `<p>This subscription was cancelled during its ${days}-day free trial: nothing was charged.</p>\n${back}`,
    );
  }
  return page(
    'Free trial',
    [
      `<p>This subscription is in its ${days}-day free trial: nothing has been charged yet.</p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      `<button type="submit" name="action" value="end-trial">End trial now and pay ${escapeHtml(amount)}</button>`,
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
