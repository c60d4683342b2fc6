import type { Migration } from 'kysely';
import { createCheckouts } from './2026-11-23-001-create-checkouts.js';
import { createSubscriptions } from './2026-11-23-002-create-subscriptions.js';
import { createWebhookEvents } from './2026-11-23-003-create-webhook-events.js';
import { createRoleGrantOutbox } from './2026-11-23-004-create-role-grant-outbox.js';
import { createLocalSessions } from './2026-11-23-005-create-local-sessions.js';
import { createRenewals } from './2026-11-23-006-create-renewals.js';
import { addPastDue } from './2026-11-23-007-add-past-due.js';
import { createSentMail } from './2026-11-23-008-create-sent-mail.js';
import { roleGrantsSendCurrentState } from './2026-11-25-001-role-grants-send-current-state.js';
import { recordInvoicePayments } from './2026-11-25-002-record-invoice-payments.js';
import { createSubscriptionCancellations } from './2026-11-25-003-create-subscription-cancellations.js';
import { addPlanTrials } from './2026-11-26-001-add-plan-trials.js';

/** The payments schema's migrations, applied in name order. */
export const paymentsMigrations: Record<string, Migration> = {
  '2026-11-23-001-create-checkouts': createCheckouts,
  '2026-11-23-002-create-subscriptions': createSubscriptions,
  '2026-11-23-003-create-webhook-events': createWebhookEvents,
  '2026-11-23-004-create-role-grant-outbox': createRoleGrantOutbox,
  '2026-11-23-005-create-local-sessions': createLocalSessions,
  '2026-11-23-006-create-renewals': createRenewals,
  '2026-11-23-007-add-past-due': addPastDue,
  '2026-11-23-008-create-sent-mail': createSentMail,
  '2026-11-25-001-role-grants-send-current-state': roleGrantsSendCurrentState,
  '2026-11-25-002-record-invoice-payments': recordInvoicePayments,
  '2026-11-25-003-create-subscription-cancellations': createSubscriptionCancellations,
  '2026-11-26-001-add-plan-trials': addPlanTrials,
};
