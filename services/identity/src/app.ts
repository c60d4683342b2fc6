import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { errorCodes } from '@gbc/contracts';
import {
  userProfileSchema,
  userRecordsExportQuerySchema,
  userRecordsListQuerySchema,
  type WeakPasswordErrorBody,
} from '@gbc/contracts/identity';
import {
  adminRecordRoutes,
  handleError,
  personalDataRoutes,
  type ServicePluginOptions,
  sameHostBaseUrl,
} from '@gbc/service-kit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { createBrowserCookies } from './browser-cookies.js';
import type { IdentityContext } from './context.js';
import type { IdentityDatabase } from './database.js';
import { createIdentityServices } from './identity-services.js';
import { keyRoutes } from './keys/keys.routes.js';
import { mfaRoutes } from './mfa/mfa.routes.js';
import { WeakPasswordError } from './passwords/passwords.hashing.js';
import { passwordRoutes } from './passwords/passwords.routes.js';
import { httpPaymentsClient } from './payments/payments.client.js';
import { roleRoutes } from './roles/roles.routes.js';
import type { IdentityRouteOptions } from './routes-config.js';
import { acceptIdentityCallers } from './sessions/sessions.guards.js';
import type { IdentitySettings } from './settings.js';
import { signInRoutes } from './sign-in/sign-in.routes.js';
import { signUpRoutes } from './sign-up/sign-up.routes.js';

export interface IdentityAppOptions extends ServicePluginOptions<IdentityDatabase> {
  settings: IdentitySettings;
}

/**
 * Payments on `SERVICE_PAYMENTS_URL`, else on the host identity itself runs on (the single-process
 * default mounts every service on one loopback host).
 */
function paymentsBaseUrl(settings: IdentitySettings, server: Server): () => string {
  const url = settings.paymentsUrl;
  return url ? () => url : sameHostBaseUrl(server);
}

/**
 * Every route of the identity service, under `/api/identity`. The services and cookies are built
 * here on the context; route plugins get only those.
 */
export const identityApp: FastifyPluginAsync<IdentityAppOptions> = async (app, { db, settings }) => {
  const ctx: IdentityContext = {
    db,
    settings,
    payments:
      settings.payments ??
      httpPaymentsClient({
        baseUrl: paymentsBaseUrl(settings, app.server),
        internalApiToken: settings.internalApiToken,
      }),
  };
  await app.register(fastifyCookie);
  acceptIdentityCallers(app, ctx);
  // A weak password's reasons go beside the standard error, for the form to list; the rest is the kit's.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WeakPasswordError) {
      const body: WeakPasswordErrorBody = {
        error: {
          code: errorCodes.badRequest,
          message: error.message,
          fields: error.fields ?? {},
          reasons: error.reasons,
        },
      };
      return reply.status(400).send(body);
    }
    return handleError(error as FastifyError, request, reply);
  });
  const routeOptions: IdentityRouteOptions = {
    services: createIdentityServices(ctx),
    cookies: createBrowserCookies(ctx),
  };
  await app.register(keyRoutes, { keys: settings.keys });
  for (const routes of [signUpRoutes, signInRoutes, passwordRoutes, accountRoutes, mfaRoutes, roleRoutes]) {
    await app.register(routes, routeOptions);
  }
  await app.register(adminRecordRoutes(), {
    reader: routeOptions.services.users,
    listQuery: userRecordsListQuerySchema,
    exportQuery: userRecordsExportQuerySchema,
    item: userProfileSchema,
  });
  await app.register(personalDataRoutes, {
    personalData: routeOptions.services.personalData,
    internalApiToken: settings.internalApiToken,
  });
};
