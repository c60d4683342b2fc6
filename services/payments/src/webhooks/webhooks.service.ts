import { errorCodes } from '@gbc/contracts';
import { paymentMessages } from '@gbc/contracts/payments';
import { HttpError, unstorableText } from '@gbc/service-kit';
import Stripe from 'stripe';
import type { CancelLinks } from '../cancel-links/cancel-links.js';
import { lockCheckoutByPaymentIntent } from '../checkouts/checkouts.repository.js';
import { failSession, refundPayment, settleFromSession } from '../checkouts/checkouts.service.js';
import type { PaymentsContext } from '../context.js';
import type { PaymentsTransaction } from '../database.js';
import { lockInvoiceByPayment } from '../invoices/invoices.repository.js';
import { deliverPlanProvisioning } from '../plan-provisioning/plan-provisioning.service.js';
import { type CheckoutSessionObject, toProviderCheckoutSession } from '../providers/payment-provider.js';
import { deliverRoleGrants } from '../role-grants/role-grants.service.js';
import {
  cancelSubscriptionFromProvider,
  type ProviderPayment,
  recordInvoicePayment,
  recordPaidInvoice,
  recordPaymentFailure,
  refundSubscriptionPayment,
} from '../subscriptions/subscriptions.service.js';
import { recordEventIfNew } from './webhooks.repository.js';

export type WebhookOutcome = 'processed' | 'duplicate';

/** The parts of an event the handlers read; Stripe's and the local provider's events share this shape. */
interface ProviderEvent {
  id: string;
  type: string;
  data: { object: { id?: string } & Record<string, unknown> };
}

/**
 * Verifies the signature over the exact bytes received (Stripe's scheme), or refuses with 400. The raw
 * body passes the host's text guard unread, so text the database cannot store is refused here.
 */
export function verifyEvent(rawBody: Buffer, signature: string | undefined, secret: string): ProviderEvent {
  if (!signature) throw new HttpError(400, errorCodes.badRequest, paymentMessages.webhookSignatureInvalid);
  let event: ProviderEvent;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as ProviderEvent;
  } catch {
    throw new HttpError(400, errorCodes.badRequest, paymentMessages.webhookSignatureInvalid);
  }
  const [reason] = Object.values(unstorableText(event));
  if (reason) throw new HttpError(400, errorCodes.badRequest, reason);
  return event;
}

type Ref = string | { id?: string } | null | undefined;
const refId = (value: Ref) => (typeof value === 'string' ? value : (value?.id ?? null));

/** An invoice's subscription: `parent.subscription_details.subscription` since API 2025-03, `subscription` before. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: Ref } } | null | undefined;
  return refId(parent?.subscription_details?.subscription) ?? refId(invoice.subscription as Ref);
}

/** The payment of an invoice payment (`payment_intent`, or `charge` for a payment without an intent). */
function paymentOf(invoicePayment: unknown): ProviderPayment | null {
  const payment = (invoicePayment as { payment?: { payment_intent?: Ref; charge?: Ref } } | null)?.payment;
  const paymentIntentId = refId(payment?.payment_intent);
  const chargeId = refId(payment?.charge);
  return paymentIntentId || chargeId ? { paymentIntentId, chargeId } : null;
}

/** The paid entry of an invoice's `payments` list, present when the event carries the list. */
function invoicePaymentOf(invoice: Record<string, unknown>): ProviderPayment | null {
  const payments = (invoice.payments as { data?: unknown[] } | null | undefined)?.data ?? [];
  const paid = payments.find((entry) => (entry as { status?: unknown }).status === 'paid');
  return paid ? paymentOf(paid) : null;
}

/** How long a refund of a payment not recorded yet is handed back to the provider for a later retry. */
const unrecordedRefundRetryMs = 24 * 60 * 60_000;

/** Whether a payment is one this site took (a checkout's intent or a recorded invoice payment). */
async function isKnownPayment(
  trx: PaymentsTransaction,
  payment: { paymentIntentId: string | null; chargeId: string },
): Promise<boolean> {
  if (payment.paymentIntentId && (await lockCheckoutByPaymentIntent(trx, payment.paymentIntentId)))
    return true;
  return (await lockInvoiceByPayment(trx, payment)) !== undefined;
}

/** Applies one event in the caller's transaction; events of other types are recorded and left alone. */
async function applyEvent(trx: PaymentsTransaction, event: ProviderEvent, links: CancelLinks): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      await settleFromSession(
        trx,
        toProviderCheckoutSession(object as unknown as CheckoutSessionObject),
        links,
      );
      return;
    case 'checkout.session.async_payment_failed':
      await failSession(trx, String(object.id));
      return;
    case 'charge.refunded': {
      // Partial refunds leave the payment standing; only a full one undoes it.
      if (object.refunded !== true) return;
      const payment = { paymentIntentId: refId(object.payment_intent as Ref), chargeId: String(object.id) };
      // A one-off payment names its checkout's intent; a subscription's is found through its invoice.
      if (payment.paymentIntentId && (await refundPayment(trx, payment.paymentIntentId))) return;
      if (await refundSubscriptionPayment(trx, payment)) return;
      if (await isKnownPayment(trx, payment)) return;
      // Stripe does not order events: a refund may come before the invoice event that names its
      // payment. A non-2xx rolls the event back so the provider delivers it again later; a charge a
      // day old that is still unknown is not this site's, and is recorded and left alone.
      if (Date.now() - Number(object.created ?? 0) * 1000 < unrecordedRefundRetryMs) {
        throw new HttpError(409, errorCodes.conflict, paymentMessages.refundPaymentNotRecordedYet);
      }
      return;
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return;
      await recordPaidInvoice(
        trx,
        {
          id: String(object.id),
          providerSubscriptionId: subscriptionId,
          amountPaid: Number(object.amount_paid ?? 0),
          currency: typeof object.currency === 'string' ? object.currency : null,
          billingReason: typeof object.billing_reason === 'string' ? object.billing_reason : null,
          payment: invoicePaymentOf(object),
        },
        links,
      );
      return;
    }
    case 'invoice_payment.paid': {
      const payment = paymentOf(object);
      const invoiceId = refId(object.invoice as Ref);
      if (invoiceId && payment && object.status === 'paid')
        await recordInvoicePayment(trx, invoiceId, payment);
      return;
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (subscriptionId) await recordPaymentFailure(trx, subscriptionId);
      return;
    }
    case 'customer.subscription.deleted':
      await cancelSubscriptionFromProvider(trx, String(object.id));
      return;
    case 'customer.subscription.updated':
      if (object.status === 'canceled') await cancelSubscriptionFromProvider(trx, String(object.id));
      return;
    default:
      return;
  }
}

/**
 * The one way provider events enter the service (Stripe's webhook and the local provider alike):
 * verify, then record and apply in one transaction. A replay finds its id recorded and changes
 * nothing; a failure rolls both back, so the provider's retry is processed in full.
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = verifyEvent(rawBody, signature, webhookSecret);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const isNew = await recordEventIfNew(trx, {
      id: event.id,
      type: event.type,
      objectId: typeof event.data.object.id === 'string' ? event.data.object.id : null,
    });
    if (!isNew) return 'duplicate';
    await applyEvent(trx, event, ctx.cancelLinks);
    return 'processed';
  });
  if (outcome === 'processed') {
    try {
      await deliverRoleGrants(ctx.db, ctx.identity, ctx.log);
    } catch (error) {
      // The grant stays queued; the reconciliation job delivers it.
      ctx.log.warn({ err: error }, 'role grant delivery after a webhook failed');
    }
    try {
      await deliverPlanProvisioning(ctx);
    } catch (error) {
      // The state stays queued; the reconciliation job delivers it.
      ctx.log.warn({ err: error }, 'plan provisioning after a webhook failed');
    }
  }
  return outcome;
}

/** What the webhook route (and the local provider) call: `receiveWebhook` with the endpoint's secret. */
export interface WebhookService {
  receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
}

export function createWebhookService(ctx: PaymentsContext, webhookSecret: string): WebhookService {
  return { receive: (rawBody, signature) => receiveWebhook(ctx, webhookSecret, rawBody, signature) };
}
