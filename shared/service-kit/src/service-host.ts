import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AuditDatabase } from './audit-log.js';
import { auditModule } from './audit-module.js';
import { type AuthOptions, authPlugin } from './auth.js';
import { createChangeListener } from './change-notifications.js';
import type { ServiceDatabases } from './database-roles.js';
import { handleError } from './error-handler.js';
import { healthRoutes } from './health-routes.js';
import { type IdempotencyDatabase, idempotencyPlugin } from './idempotency.js';
import { answerFrameworkError, methodAwareNotFound, rejectUnstorableText } from './input-guards.js';
import { idempotencyModule, rateLimitModule } from './kit-modules.js';
import { mailBacklog } from './mail-delivery-queue.js';
import { mailDispatchPlugin } from './mail-dispatch-plugin.js';
import { mailModule } from './mail-module.js';
import type { MailDatabase } from './mail-outbox.js';
import type { MailSettings } from './mail-settings.js';
import { registerOpenApiDocuments } from './openapi-documents.js';
import { type RateLimitSettings, rateLimitPluginOptions } from './rate-limit.js';
import { echoRequestId, requestIdFor } from './request-id.js';
import { OneLineRequestLog } from './request-log.js';
import {
  createSecurityEventRecorder,
  refusedRequestDetails,
  type SecurityEventLimits,
} from './security-events.js';
import type { ServiceModule } from './service-module.js';
import { sweepIdleConnections } from './shutdown.js';
import { answerAfterUnreadBody } from './unread-body.js';

/** Largest request body a host reads by default: forms and admin edits are far smaller. */
export const defaultBodyLimitBytes = 1024 * 1024;

export interface ServiceHostOptions {
  /**
   * Each module queries through its own pool, logged in as its own role; the mail dispatcher and
   * the rate-limit store as theirs.
   */
  databases: ServiceDatabases;
  /** Each is mounted under `/api/<name>`; the standalone server mounts all, a cluster process one. */
  modules: readonly ServiceModule[];
  /** Fastify/pino logger options; `false` silences (tests). Default: info level. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Addresses of the proxies (the gateway) whose X-Forwarded-For is believed, e.g. ['127.0.0.1', '::1'];
   * rate limits key on the address before the nearest untrusted hop. Default: none, the peer address.
   */
  trustProxy?: string | readonly string[];
  auth?: AuthOptions;
  /** How the host sends the mail outbox (`mailSettingsFromEnv()`); without it nothing is sent. */
  mail?: MailSettings;
  /** Where rate-limit counters live. Default: the database's `rate_limit.hits` table. */
  rateLimit?: RateLimitSettings;
  /** Largest request body in bytes; larger ones get 413. Default `defaultBodyLimitBytes`. */
  bodyLimit?: number;
  /** How many refused requests (429, refused admin calls) the host audits per window. */
  securityEvents?: SecurityEventLimits;
}

/** A comma-separated list or an array of addresses/subnets as Fastify takes it; nothing trusted when empty. */
function trustedProxies(value: string | readonly string[] | undefined): string[] | false {
  const list = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((entry) => entry.trim());
  const addresses = list.filter(Boolean);
  return addresses.length > 0 ? addresses : false;
}

/**
 * One module in its own encapsulated scope, with its own OpenAPI documents under `/api/<name>/`
 * (registered inside the scope, swagger only sees that service's routes, so the documents are the
 * same whether the service runs alone or beside others).
 */
function serviceScope(module: ServiceModule, databases: ServiceDatabases): FastifyPluginAsync {
  return async (scope) => {
    const changes = createChangeListener({
      connectionString: databases.connectionStringOf(module.name),
      log: scope.log.child({ component: 'change-listener', service: module.name }),
    });
    scope.addHook('onClose', () => changes.close());
    await registerOpenApiDocuments(scope, module.name);
    await scope.register(module.plugin, { db: databases.of(module.name), changes });
  };
}

/** A Fastify instance with everything services share, and the given modules mounted. Not yet listening. */
export async function buildServiceHost(options: ServiceHostOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'info' },
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: options.bodyLimit ?? defaultBodyLimitBytes,
    genReqId: requestIdFor,
    logController: new OneLineRequestLog(),
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(methodAwareNotFound(app));
  app.addHook('onRequest', echoRequestId);
  // Services answer JSON to the gateway, which owns the security headers of what browsers render;
  // the one header JSON needs is that it is never sniffed as something else.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('preValidation', rejectUnstorableText);
  // A refusal sent before the body is in (over the limit, no token) reaches a client still sending it.
  app.addHook('onSend', async (request, reply, payload) => {
    await answerAfterUnreadBody(request, reply);
    return payload;
  });
  // A request in flight when closing begins would otherwise keep its connection, and the close, open
  // until the keep-alive timeout (the gateway's page renders keep theirs alive).
  let stopSweeping: (() => void) | undefined;
  app.addHook('preClose', async () => {
    stopSweeping = sweepIdleConnections(app.server);
  });
  app.addHook('onClose', async () => stopSweeping?.());

  const { databases } = options;
  // Written as the audit schema's own role, which may insert there: refusals belong to no one service.
  const securityEvents = createSecurityEventRecorder({
    ...options.securityEvents,
    db: databases.of<AuditDatabase>(auditModule.name),
    log: app.log.child({ component: 'security-events' }),
  });
  app.addHook('onClose', () => securityEvents.settle());
  const rateLimit = rateLimitPluginOptions(
    databases.of(rateLimitModule.name),
    app.log.child({ component: 'rate-limit' }),
    options.rateLimit,
    (request) =>
      securityEvents.record('rate_limited', request, async () => ({
        severity: 'warn',
        eventType: 'security_event',
        action: 'rate_limited',
        isSuspicious: true,
        resourceType: 'http',
        details: { ...refusedRequestDetails(request), status: 429 },
      })),
  );
  app.addHook('onClose', rateLimit.close);
  await app.register(fastifyRateLimit, rateLimit.pluginOptions);
  await app.register(authPlugin, {
    ...options.auth,
    onRefusedAdminCall: (request, refusal) =>
      securityEvents.record('admin_refused', request, async () => {
        // A 403 came with a valid token: say whose. A 401 had none worth naming.
        const caller =
          refusal.statusCode === 403 ? await app.verifyAccessToken(request).catch(() => null) : null;
        return {
          severity: 'warn',
          eventType: 'security_event',
          action: 'admin_access_refused',
          isSuspicious: true,
          userEmail: caller?.email ?? null,
          resourceType: 'http',
          details: { ...refusedRequestDetails(request), status: refusal.statusCode, reason: refusal.message },
        };
      }),
  });
  // Before the services, so that its hooks wrap every route they register.
  await app.register(idempotencyPlugin, {
    db: databases.of<IdempotencyDatabase>(idempotencyModule.name),
    log: app.log.child({ component: 'idempotency' }),
  });
  const mailDb = databases.of<MailDatabase>(mailModule.name);
  await app.register(healthRoutes, {
    databases: [mailDb, ...options.modules.map((module) => databases.of(module.name))],
    readinessDetails: async () => ({ mail: await mailBacklog(mailDb) }),
  });
  await app.register(mailDispatchPlugin, {
    db: mailDb,
    settings: options.mail ?? {},
    listenConnectionString: databases.connectionStringOf(mailModule.name),
  });
  for (const module of options.modules) {
    await app.register(serviceScope(module, databases), { prefix: `/api/${module.name}` });
  }
  return app;
}
