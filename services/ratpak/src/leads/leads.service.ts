import { createHash } from 'node:crypto';
import { type LeadReceived, leadConsentText, leadMessages } from '@gbc/contracts/ratpak';
import { enqueueMail } from '@gbc/service-kit';
import { pathTo } from '@gbc/site-map';
import type { Kysely } from 'kysely';
import type { RatpakDatabase } from '../database.js';
import { holdTransactionLock } from '../locks.js';
import { leadAcknowledgementMail, leadNotificationMail, type ReceivedLead } from './leads.mails.js';
import { hasRecentLead, insertLead } from './leads.repository.js';

/** A second press, a retry or a resent form within this window is the same lead. */
export const duplicateWindowSeconds = 60;

/** The longest user agent kept with a consent proof. */
const maxUserAgentLength = 512;

/** Who sent the form, for the consent proof. */
export interface LeadClient {
  ip: string;
  userAgent: string | undefined;
}

export interface LeadsContext {
  /** Where leads are announced (SALES_INBOX). */
  salesInbox: string;
}

export interface LeadsService {
  receive(received: ReceivedLead, client: LeadClient): Promise<LeadReceived>;
}

const sourcePages = {
  'laser-delight': pathTo('/ratpak/verticals/laser-delight'),
  'soil-whisperer': pathTo('/ratpak/verticals/soil-whisperer'),
} as const;

const successMessages = {
  'laser-delight': leadMessages.demoRequested,
  'soil-whisperer': leadMessages.trialRequested,
} as const;

/** The same form with the same answers, whatever the case of the address. */
function fingerprintOf({ kind, lead }: ReceivedLead): string {
  const answers = Object.entries({ ...lead, email: lead.email.toLowerCase() }).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return createHash('sha256')
    .update(JSON.stringify([kind, answers]))
    .digest('hex');
}

/**
 * Stores a lead with its consent proof and queues the acknowledgement and the sales team's copy, in one
 * transaction; the same lead again within a minute changes nothing and gets the same answer.
 */
export function createLeadsService(db: Kysely<RatpakDatabase>, context: LeadsContext): LeadsService {
  return {
    receive: (received, client) =>
      db.transaction().execute(async (trx) => {
        const fingerprint = fingerprintOf(received);
        await holdTransactionLock(trx, `lead:${fingerprint}`);
        if (!(await hasRecentLead(trx, fingerprint, duplicateWindowSeconds))) {
          const { name, email, company, phone, role, consent: _consent, ...details } = received.lead;
          await insertLead(trx, {
            kind: received.kind,
            name,
            email,
            company,
            role: role ?? null,
            phone: phone ?? null,
            details: JSON.stringify(details),
            source_page: sourcePages[received.kind],
            ip_address: client.ip,
            user_agent: client.userAgent?.slice(0, maxUserAgentLength) ?? null,
            consent_text: leadConsentText,
            fingerprint,
          });
          await enqueueMail(trx, leadAcknowledgementMail(email, received.kind));
          await enqueueMail(trx, leadNotificationMail(context.salesInbox, received));
        }
        return { message: successMessages[received.kind] };
      }),
  };
}
