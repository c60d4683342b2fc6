import { randomUUID } from 'node:crypto';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import { notifyChange } from './change-notifications.js';
import { brandDomain } from './mail-settings.js';

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
  /** `<uuid@domain>`, fixed at enqueue: every attempt sends the same Message-ID. */
  message_id: string;
  /** Extra headers sent as they are (see `OutgoingMail.headers`). */
  headers: ColumnType<Record<string, string>, string | undefined, never>;
  /** Files sent with the message (see `OutgoingMail.attachments`), content in base64. */
  attachments: ColumnType<StoredMailAttachment[], string | undefined, never>;
  /** Blank the address and body once sent (see `OutgoingMail.eraseAfterSend`). */
  erase_after_send: ColumnType<boolean, boolean | undefined, never>;
  status: ColumnType<MailStatus, never, MailStatus>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  next_attempt_at: ColumnType<Date, never, Date | string>;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface MailDatabase {
  'mail.outbox': MailOutboxTable;
}

/** A file sent with an e-mail, e.g. an event's `.ics` calendar entry. */
export interface MailAttachment {
  /** The name the recipient sees; a plain file name, no folders. */
  filename: string;
  /** Its MIME type, parameters allowed: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  /** Text is sent as UTF-8. */
  content: string | Uint8Array;
}

/** An attachment as the outbox keeps it: the content in base64, so binary files fit in JSON. */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  content: string;
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
  /**
   * Extra headers, e.g. newsletters' `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058).
   * Headers the outbox sets itself (From, To, Subject, Message-ID, ...) cannot be given here.
   */
  headers?: Record<string, string>;
  /** Files sent with the message; at most `mailAttachmentLimits.count`, together at most `totalBytes`. */
  attachments?: readonly MailAttachment[];
  /**
   * Once sent, the row keeps neither the address nor the body: for mail whose address must not stay
   * linked to what it was about (an anonymous survey's resume link). Failures keep them for retries.
   */
  eraseAfterSend?: boolean;
}

/** What one message may carry: enough for calendar entries and receipts, not a file transfer service. */
export const mailAttachmentLimits = { count: 10, totalBytes: 5 * 1024 * 1024 } as const;

/**
 * Names the template of every message sent (the row's `template`): for tests, filters and support.
 * Header names are case-insensitive; nodemailer writes this one `X-Gbc-Template`.
 */
export const templateHeader = 'X-GBC-Template';

/** Announced on commit of every enqueue, so dispatchers send at once instead of at their next poll. */
export const mailQueuedChannel = 'mail_queued';

/** Headers the dispatcher writes from the row itself, or that decide how the message is parsed. */
const reservedHeaders = new Set([
  'bcc',
  'cc',
  'content-transfer-encoding',
  'content-type',
  'date',
  'from',
  'message-id',
  'mime-version',
  'reply-to',
  'sender',
  'subject',
  'to',
  templateHeader.toLowerCase(),
]);
const headerName = /^[A-Za-z][A-Za-z0-9-]{0,75}$/;

/** Thrown when a service asks for a header the outbox must not send: a programming error, not user input. */
export class MailHeaderError extends Error {
  override name = 'MailHeaderError';
}

function checkedHeaders(headers: Record<string, string> = {}): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!headerName.test(name) || reservedHeaders.has(name.toLowerCase())) {
      throw new MailHeaderError(`Mail header '${name}' cannot be set by a service`);
    }
    // A line break would end the header and let the value write headers or body of its own.
    if (/[\r\n\0]/.test(value)) throw new MailHeaderError(`Mail header '${name}' must be one line`);
  }
  return headers;
}

/** Thrown when a service attaches a file the outbox must not send: a programming error, not user input. */
export class MailAttachmentError extends Error {
  override name = 'MailAttachmentError';
}

// A plain name: no folders (a recipient's client might honour them) and no control characters
// (they would break the MIME header that carries it).
const attachmentName = /^[^\\/\p{Cc}]{1,200}$/u;
const attachmentType =
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(;\s?[a-z0-9_-]+=("?)[a-z0-9._+-]+\2)*$/i;

function storedAttachments(attachments: readonly MailAttachment[] = []): StoredMailAttachment[] {
  if (attachments.length > mailAttachmentLimits.count) {
    throw new MailAttachmentError(`A message may carry at most ${mailAttachmentLimits.count} attachments`);
  }
  let totalBytes = 0;
  return attachments.map(({ filename, contentType, content }) => {
    if (!attachmentName.test(filename) || filename === '.' || filename === '..') {
      throw new MailAttachmentError(`Attachment name '${filename}' is not a plain file name`);
    }
    if (!attachmentType.test(contentType)) {
      throw new MailAttachmentError(`Attachment type '${contentType}' is not a MIME type`);
    }
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    totalBytes += bytes.length;
    if (totalBytes > mailAttachmentLimits.totalBytes) {
      throw new MailAttachmentError(
        `A message's attachments may total at most ${mailAttachmentLimits.totalBytes} bytes`,
      );
    }
    return { filename, contentType, content: bytes.toString('base64') };
  });
}

/** A Message-ID (RFC 5322 msg-id) unique to one outbox row. */
export const newMessageId = () => `<${randomUUID()}@${brandDomain}>`;

/**
 * Queues `mail` in the caller's transaction, so the e-mail exists if and only if the change that
 * caused it commits, and wakes the dispatchers when it does. Returns the outbox id. A transaction is required on purpose: queueing outside
 * one could send mail about a change that then rolls back. Throws MailHeaderError for a header
 * that may not be set and MailAttachmentError for an attachment that may not be sent.
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
      message_id: newMessageId(),
      headers: JSON.stringify(checkedHeaders(mail.headers)),
      attachments: JSON.stringify(storedAttachments(mail.attachments)),
      erase_after_send: mail.eraseAfterSend ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyChange(trx, mailQueuedChannel);
  return id;
}
