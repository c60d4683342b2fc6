import { enqueueMail, type OutgoingMail } from '@gbc/service-kit';
import { sql } from 'kysely';
import type { PaymentsDb, PaymentsTransaction } from '../database.js';

/** Queues a payments mail in the caller's transaction, noting whose it is when a member's. */
export async function queuePaymentMail(
  trx: PaymentsTransaction,
  mail: OutgoingMail,
  userId: string | null,
): Promise<void> {
  const outboxId = await enqueueMail(trx, mail);
  if (userId)
    await trx.insertInto('payments.sent_mail').values({ outbox_id: outboxId, user_id: userId }).execute();
}

/** Removes the member's address from every outbox row payments wrote to them; unsent ones are withdrawn. */
export async function scrubUserMail(db: PaymentsDb, userId: string, pseudonym: string): Promise<number> {
  const { rows } = await sql<{ scrubbed: number }>`
    select payments.scrub_user_mail(${userId}, ${pseudonym}) as scrubbed
  `.execute(db);
  return rows[0]?.scrubbed ?? 0;
}
