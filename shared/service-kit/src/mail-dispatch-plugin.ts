import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createChangeListener } from './change-notifications.js';
import { MailDispatcher } from './mail-dispatcher.js';
import type { MailDatabase } from './mail-outbox.js';
import type { MailSettings } from './mail-settings.js';

export interface MailDispatchPluginOptions {
  db: Kysely<MailDatabase>;
  settings: MailSettings;
  /** The mail role's connection, on which the dispatcher listens for enqueues. */
  listenConnectionString: string;
}

/** How long the host's start waits for the enqueue listener; after that it starts polling anyway. */
const listenerStartMs = 2000;

/**
 * Runs a MailDispatcher for as long as the host: it starts once the host is ready (and listening for
 * enqueues, so the first message queued after start is sent at once) and stops as it closes.
 */
const mailDispatch: FastifyPluginAsync<MailDispatchPluginOptions> = async (
  app,
  { db, settings, listenConnectionString },
) => {
  const log = app.log.child({ component: 'mail' });
  const changes = settings.smtpUrl
    ? createChangeListener({ connectionString: listenConnectionString, log })
    : undefined;
  const dispatcher = new MailDispatcher({ db, settings, log, changes });
  app.addHook('onReady', async () => {
    dispatcher.start();
    await changes?.whenListening(listenerStartMs);
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    await changes?.close();
  });
};

export const mailDispatchPlugin = fp(mailDispatch, {
  name: '@gbc/service-kit/mail-dispatch',
  fastify: '5.x',
});
