import { errorCodes } from '@gbc/contracts';
import { paymentMessages } from '@gbc/contracts/payments';
import { HttpError } from '@gbc/service-kit';
import Stripe from 'stripe';
import { failSession, refundPayment, settleFromSession } from '../checkouts/checkouts.service.js';
import type { PaymentsContext } from '../context.js';
import type { PaymentsTransaction } from '../database.js';
import { type CheckoutSessionObject, toProviderCheckoutSession } from '../providers/payment-provider.js';
import { deliverRoleGrants } from '../role-grants/role-grants.service.js';
import { cancelSubscriptionFromProvider, recordRenewal } from '../subscriptions/subscriptions.service.js';
import { recordEventIfNew } from './webhooks.repository.js';

export type WebhookOutcome = 'processed' | 'duplicate';

/** The parts of an event the handlers read; Stripe's and the local provider's events share this shape. */
interface ProviderEvent {
  id: string;
  type: string;
  data: { object: { id?: string } & Record<string, unknown> };
}

/** Verifies the signature over the exact bytes received (Stripe's scheme), or refuses with 400. */
export function verifyEvent(rawBody: Buffer, signature: string | undefined, secret: string): ProviderEvent {
  if (!signature) throw new HttpError(400, errorCodes.badRequest, paymentMessages.webhookSignatureInvalid);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as ProviderEvent;
  } catch {
    throw new HttpError(400, errorCodes.badRequest, paymentMessages.webhookSignatureInvalid);
  }
}

type Ref = string | { id?: string } | null | undefined;
const refId = (value: Ref) => (typeof value === 'string' ? value : (value?.id ?? null));

/** An invoice's subscription: `parent.subscription_details.subscription` since API 2025-03, `subscription` before. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: Ref } } | null | undefined;
  return refId(parent?.subscription_details?.subscription) ?? refId(invoice.subscription as Ref);
}

/** Applies one event in the caller's transaction; events of other types are recorded and left alone. */
async function applyEvent(trx: PaymentsTransaction, event: ProviderEvent): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      await settleFromSession(trx, toProviderCheckoutSession(object as unknown as CheckoutSessionObject));
      return;
    case 'checkout.session.async_payment_failed':
      await failSession(trx, String(object.id));
      return;
    case 'charge.refunded': {
      const paymentIntent = object.payment_intent;
      const intentId =
        typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent as { id?: string })?.id;
      if (object.refunded === true && intentId) await refundPayment(trx, intentId);
      return;
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return;
      await recordRenewal(trx, {
        id: String(object.id),
        providerSubscriptionId: subscriptionId,
        amountPaid: Number(object.amount_paid ?? 0),
        billingReason: typeof object.billing_reason === 'string' ? object.billing_reason : null,
      });
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
    await applyEvent(trx, event);
    return 'processed';
  });
  if (outcome === 'processed') {
    try {
      await deliverRoleGrants(ctx.db, ctx.identity, ctx.log);
    } catch (error) {
      // The grant stays queued; the reconciliation job delivers it.
      ctx.log.warn({ err: error }, 'role grant delivery after a webhook failed');
    }
  }
  return outcome;
}
