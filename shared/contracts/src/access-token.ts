import { z } from 'zod';

/** Roles a signed-in user can hold (ARCHITECTURE.md, Identity). */
export const userRoles = ['member', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/**
 * How access tokens are issued and checked (RFC 9068 profile): the identity service signs them with
 * these values, and every service rejects a token that lacks or differs in any of them.
 */
export const accessTokenIssuer = 'gbc-identity';
export const accessTokenAudience = 'gbc-services';
/** JOSE header `typ`, so an ID token or any other JWT signed with the same key is never taken for one. */
export const accessTokenType = 'at+jwt';
/**
 * Ed25519 only: services verify and never mint, and `none`, HMAC or any other algorithm can never be
 * chosen by a token. Identity refuses to start with a signing key of another type.
 */
export const accessTokenAlgorithm = 'EdDSA';
/** Largest difference tolerated between the issuer's clock and a service's. */
export const accessTokenClockSkewSeconds = 30;
/** Longest lifetime (from `iat`) a service accepts, whatever `exp` says. */
export const accessTokenMaxAgeSeconds = 3600;

/**
 * Authenticator assurance level: `aal2` once the session passed a second factor (TOTP). Admin APIs
 * demand it (spec 3; issue 8).
 */
export const accessTokenAalSchema = z.enum(['aal1', 'aal2']);

/** Claims of the identity service's access token that other services rely on when they verify it. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  roles: z.array(userRoleSchema),
  aal: accessTokenAalSchema,
  /** The identity session the token was issued to; identity's own routes check it is still active. */
  sid: z.string().min(1).optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export { authMessages } from './auth-messages.js';
