import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { MailDispatcher } from './mail-dispatcher.js';
import type { MailDatabase } from './mail-outbox.js';
import type { MailSettings } from './mail-settings.js';

export interface MailDispatchPluginOptions {
  db: Kysely<MailDatabase>;
  settings: MailSettings;
}

/** Runs a MailDispatcher for as long as the host: it starts once the host is ready and stops as it closes. */
const mailDispatch: FastifyPluginAsync<MailDispatchPluginOptions> = async (app, { db, settings }) => {
  const dispatcher = new MailDispatcher({ db, settings, log: app.log.child({ component: 'mail' }) });
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
};

export const mailDispatchPlugin = fp(mailDispatch, {
  name: '@gbc/service-kit/mail-dispatch',
  fastify: '5.x',
});
