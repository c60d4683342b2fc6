import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminDatabase } from '../database.js';
import { httpPrivacyClient, type PrivacyClient, type PrivacyTarget } from './privacy.client.js';
import { privacyRoutes } from './privacy.routes.js';
import { createPrivacyService } from './privacy.service.js';
import { discoveredPrivacyTargets } from './privacy.targets.js';
import { startPrivacyWorker } from './privacy.worker.js';

export interface PrivacySettings {
  /** The services' shared internal token, read on mount. */
  internalApiToken: () => string;
  /** Where `SERVICE_<NAME>_URL` is read from. */
  env: Record<string, string | undefined>;
  /** Replaces the discovered services (tests). */
  targets?: readonly PrivacyTarget[];
  /** Replaces the HTTP client (tests). */
  client?: PrivacyClient;
  pollMs?: number;
}

/** The privacy requests: their routes, and the worker that runs them in this process while it serves. */
export const privacyPlugin: FastifyPluginAsync<{
  db: Kysely<AdminDatabase>;
  settings: PrivacySettings;
}> = async (app, { db, settings }) => {
  const targets = settings.targets ?? discoveredPrivacyTargets(settings.env, app.server);
  const privacy = createPrivacyService(db, {
    targets: () => targets,
    client: settings.client ?? httpPrivacyClient(settings.internalApiToken()),
  });
  let worker: ReturnType<typeof startPrivacyWorker> | undefined;
  app.addHook('onReady', async () => {
    worker = startPrivacyWorker(privacy, app.log, settings.pollMs);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
  await app.register(privacyRoutes, { privacy, kick: () => worker?.kick() });
};
