import { createHash } from 'node:crypto';
import type { ContactMessage } from '@gbc/contracts/marketing';
import { enqueueMail } from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import { contactAcknowledgementMail, contactNotificationMail } from './contact.mails.js';
import { hasRecentMessage, insertContactMessage, lockFingerprint } from './contact.repository.js';

/** A second press, a retry or a resent form within this window is the same message. */
export const duplicateWindowSeconds = 60;

export interface ContactContext {
  /** Where the council reads the messages (CONTACT_INBOX). */
  inbox: string;
}

/** The same sender with the same content, whatever the case of the address. */
function fingerprintOf(message: ContactMessage): string {
  const parts = [
    message.email.toLowerCase(),
    message.name,
    message.organization ?? '',
    message.interest,
    message.subject ?? '',
    message.message,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Stores a message and queues the council's copy and the sender's acknowledgement, all in the
 * caller's transaction; the same message again within a minute changes nothing.
 */
export async function receiveContactMessage(
  trx: Transaction<Database>,
  context: ContactContext,
  message: ContactMessage,
): Promise<void> {
  const fingerprint = fingerprintOf(message);
  await lockFingerprint(trx, fingerprint);
  if (await hasRecentMessage(trx, fingerprint, duplicateWindowSeconds)) return;
  await insertContactMessage(trx, {
    name: message.name,
    email: message.email,
    organization: message.organization || null,
    interest: message.interest,
    subject: message.subject || null,
    message: message.message,
    fingerprint,
  });
  await enqueueMail(trx, contactNotificationMail(context.inbox, message));
  await enqueueMail(trx, contactAcknowledgementMail(message.email));
}

/** What the contact route calls: each message in its own transaction. */
export interface ContactService {
  send(message: ContactMessage): Promise<void>;
}

export function createContactService(db: Kysely<Database>, context: ContactContext): ContactService {
  return {
    send: (message) => db.transaction().execute((trx) => receiveContactMessage(trx, context, message)),
  };
}
