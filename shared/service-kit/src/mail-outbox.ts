import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<string>;
  created_at: ColumnType<Date, never, never>;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Which template produced the message, e.g. 'newsletter-welcome': for the log and for tests. */
  template: string;
  status: ColumnType<MailStatus, never, MailStatus>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  next_attempt_at: ColumnType<Date, never, Date | string>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
  /** Extra headers of this message (e.g. List-Unsubscribe), as a JSON object of strings. */
  headers: ColumnType<Record<string, string>, string | undefined, never>;
}

export interface MailDatabase {
  'mail.outbox': MailOutboxTable;
}

/** One e-mail as a service composes it; the sender address is the host's (MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when they should not go to the (no-reply) sender. */
  replyTo?: string;
  template: string;
  /** Extra headers, e.g. `List-Unsubscribe` on newsletters; transactional mail needs none. */
  headers?: Record<string, string>;
}

/**
 * Queues `mail` in the caller's transaction, so the e-mail exists if and only if the change that
 * caused it commits. Returns the outbox id. A transaction is required on purpose: queueing outside
 * one could send mail about a change that then rolls back.
 */
export async function enqueueMail<DB>(trx: Transaction<DB>, mail: OutgoingMail): Promise<string> {
  const { id } = await (trx as unknown as Kysely<MailDatabase>)
    .insertInto('mail.outbox')
    .values({
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      template: mail.template,
      headers: JSON.stringify(mail.headers ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
