import type { EarlyAccessRequest } from '@gbc/contracts/early-access';
import { enqueueMail } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { RatpakDatabase } from '../database.js';
import { holdTransactionLock } from '../locks.js';
import { accessRequestAcknowledgementMail, accessRequestNotificationMail } from './access-requests.mails.js';
import { hasRecentRequest, insertAccessRequest } from './access-requests.repository.js';

/** A repeat request of the same address within a day is the same request. */
export const repeatWindowSeconds = 24 * 60 * 60;

export interface AccessRequestService {
  receive(request: EarlyAccessRequest): Promise<void>;
}

/**
 * Stores a /ratpak early-access request with the sales copy and the acknowledgement, in one
 * transaction; the same address again within a day changes nothing.
 */
export function createAccessRequestService(
  db: Kysely<RatpakDatabase>,
  context: { salesInbox: string },
): AccessRequestService {
  return {
    receive: (request) =>
      db.transaction().execute(async (trx) => {
        await holdTransactionLock(trx, `access:${request.email.toLowerCase()}`);
        if (await hasRecentRequest(trx, request.email, repeatWindowSeconds)) return;
        await insertAccessRequest(trx, {
          name: request.name,
          email: request.email,
          company: request.company || null,
          interest_level: request.interestLevel,
          product_page: 'ratpak',
          message: request.message || null,
        });
        await enqueueMail(trx, accessRequestNotificationMail(context.salesInbox, request));
        await enqueueMail(trx, accessRequestAcknowledgementMail(request.email));
      }),
  };
}
