import type { EarlyAccessRequest } from '@gbc/contracts/early-access';
import type { ProductsAccessPage } from '@gbc/contracts/products';
import { enqueueMail } from '@gbc/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsDatabase } from '../database.js';
import { accessRequestAcknowledgementMail, accessRequestNotificationMail } from './access-requests.mails.js';
import { hasRecentRequest, insertAccessRequest, lockAddressAndPage } from './access-requests.repository.js';

/** A repeat request for the same address and page within a day is the same request. */
export const repeatWindowSeconds = 24 * 60 * 60;

/** A request the route checked with `productsAccessRequestSchema`: one of this service's pages. */
export type StoredAccessRequest = EarlyAccessRequest & { productPage: ProductsAccessPage };

export interface AccessRequestContext {
  /** Where sales read the requests (SALES_INBOX). */
  salesInbox: string;
}

/**
 * Stores a request and queues the sales copy and the requester's acknowledgement, all in the caller's
 * transaction; the same address and page again within a day changes nothing.
 */
export async function receiveAccessRequest(
  trx: Transaction<ProductsDatabase>,
  context: AccessRequestContext,
  request: StoredAccessRequest,
): Promise<void> {
  await lockAddressAndPage(trx, request.email, request.productPage);
  if (await hasRecentRequest(trx, request.email, request.productPage, repeatWindowSeconds)) return;
  await insertAccessRequest(trx, {
    name: request.name,
    email: request.email,
    company: request.company || null,
    interest_level: request.interestLevel,
    product_page: request.productPage,
    message: request.message || null,
  });
  await enqueueMail(trx, accessRequestNotificationMail(context.salesInbox, request));
  await enqueueMail(trx, accessRequestAcknowledgementMail(request.email, request.productPage));
}

/** What the access-request route calls: each request in its own transaction. */
export interface AccessRequestService {
  receive(request: StoredAccessRequest): Promise<void>;
}

export function createAccessRequestService(
  db: Kysely<ProductsDatabase>,
  context: AccessRequestContext,
): AccessRequestService {
  return {
    receive: (request) => db.transaction().execute((trx) => receiveAccessRequest(trx, context, request)),
  };
}
