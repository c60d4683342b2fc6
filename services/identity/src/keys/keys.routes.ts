import { identityRoutePatterns, jwksResponseSchema } from '@gbc/contracts/identity';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SigningKeys } from './keys.service.js';

/** The public keys other services verify access tokens with (the current one, and a previous one during a rollover). */
export const keyRoutes: FastifyPluginAsync<{ keys: SigningKeys }> = async (fastify, { keys }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    identityRoutePatterns.jwks,
    { config: { auth: 'public' }, schema: { response: { 200: jwksResponseSchema } } },
    async (_request, reply) => {
      // Short enough that a rotation reaches every verifier well within an access token's life.
      reply.header('cache-control', 'public, max-age=300');
      return {
        keys: keys.publicJwks as { kid: string; kty: string; alg: string; use: string }[],
      };
    },
  );
};
