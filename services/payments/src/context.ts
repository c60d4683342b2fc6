import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CancelLinks } from './cancel-links/cancel-links.js';
import type { PaymentsDatabase } from './database.js';
import type { RatpakClient } from './plan-provisioning/ratpak-client.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import type { IdentityClient } from './role-grants/identity-client.js';

/** What every feature of the payments service works with, built once by the plugin. */
export interface PaymentsContext {
  db: Kysely<PaymentsDatabase>;
  provider: PaymentProvider;
  /** Origin the browser sees (the gateway's), for return URLs and the local checkout pages. */
  publicOrigin: string;
  identity: IdentityClient;
  /** Provisions plan subscriptions (the ratpak service's internal API). */
  ratpak: RatpakClient;
  /** The links in a signed-out subscriber's receipts that cancel the subscription. */
  cancelLinks: CancelLinks;
  log: FastifyBaseLogger;
}
