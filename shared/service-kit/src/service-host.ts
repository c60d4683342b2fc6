import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import { brand } from '@gbc/brand';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { type AuthOptions, authPlugin } from './auth.js';
import { handleError, handleNotFound } from './error-handler.js';
import { healthRoutes } from './health-routes.js';
import { mailDispatchPlugin } from './mail-dispatch-plugin.js';
import type { MailDatabase } from './mail-outbox.js';
import type { MailSettings } from './mail-settings.js';
import { rateLimitOptions } from './rate-limit.js';
import { echoRequestId, requestIdFor } from './request-id.js';
import { OneLineRequestLog } from './request-log.js';
import type { ServiceModule } from './service-module.js';

export interface ServiceHostOptions<DB = unknown> {
  db: Kysely<DB>;
  /** Each is mounted under `/api/<name>`; the standalone server mounts all, a cluster process one. */
  modules: readonly ServiceModule[];
  /** Fastify/pino logger options; `false` silences (tests). Default: info level. */
  logger?: FastifyServerOptions['logger'];
  /** Set when behind the gateway or an ingress, so client addresses (rate limits) come from X-Forwarded-For. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  auth?: AuthOptions;
  /** How the host sends the mail outbox (`mailSettingsFromEnv()`); without it nothing is sent. */
  mail?: MailSettings;
}

/**
 * One module in its own encapsulated scope, with its own OpenAPI document at
 * `/api/<name>/openapi.json` (registered inside the scope, swagger only sees that service's routes,
 * so the document is the same whether the service runs alone or beside others).
 */
function serviceScope<DB>(module: ServiceModule, db: Kysely<DB>): FastifyPluginAsync {
  return async (scope) => {
    await scope.register(fastifySwagger, {
      openapi: { info: { title: `${brand.abbreviation} ${module.name} service`, version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await scope.register(module.plugin, { db });
    scope.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());
  };
}

/** A Fastify instance with everything services share, and the given modules mounted. Not yet listening. */
export async function buildServiceHost<DB>(options: ServiceHostOptions<DB>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdFor,
    logController: new OneLineRequestLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook('onRequest', echoRequestId);

  await app.register(fastifyHelmet);
  await app.register(fastifyRateLimit, rateLimitOptions);
  await app.register(authPlugin, options.auth ?? {});
  await app.register(healthRoutes, { db: options.db });
  // The mail outbox lives beside every service's schema, whatever the host's database type says.
  const mailDb = options.db as unknown as Kysely<MailDatabase>;
  await app.register(mailDispatchPlugin, { db: mailDb, settings: options.mail ?? {} });
  for (const module of options.modules) {
    await app.register(serviceScope(module, options.db), { prefix: `/api/${module.name}` });
  }
  return app;
}
