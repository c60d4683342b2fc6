import type { AuditDatabase, MailDatabase } from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { SubscriptionCancellationTable } from './cancellations/cancellations.table.js';
import type { CheckoutTable } from './checkouts/checkouts.table.js';
import type { InvoiceTable } from './invoices/invoices.table.js';
import type { LocalSessionTable } from './local-provider/local-provider.table.js';
import type { PlanProvisioningOutboxTable } from './plan-provisioning/plan-provisioning.table.js';
import type { SentMailTable } from './receipts/receipts.table.js';
import type { RoleGrantOutboxTable } from './role-grants/role-grants.table.js';
import type { RenewalTable, SubscriptionTable } from './subscriptions/subscriptions.table.js';
import type { WebhookEventTable } from './webhooks/webhooks.table.js';

export const paymentsSchema = 'payments';

/** Tables of the `payments` schema (schema-qualified, as Kysely recommends), plus the shared outbox and audit log. */
export interface PaymentsDatabase extends MailDatabase, AuditDatabase {
  'payments.checkouts': CheckoutTable;
  'payments.subscriptions': SubscriptionTable;
  'payments.renewals': RenewalTable;
  'payments.webhook_events': WebhookEventTable;
  'payments.role_grant_outbox': RoleGrantOutboxTable;
  'payments.local_sessions': LocalSessionTable;
  'payments.sent_mail': SentMailTable;
  'payments.invoices': InvoiceTable;
  'payments.subscription_cancellations': SubscriptionCancellationTable;
  'payments.plan_provisioning_outbox': PlanProvisioningOutboxTable;
}

export type PaymentsDb = Kysely<PaymentsDatabase> | Transaction<PaymentsDatabase>;

/** Work that must happen inside the caller's transaction (it also queues mail, which needs one). */
export type PaymentsTransaction = Transaction<PaymentsDatabase>;
