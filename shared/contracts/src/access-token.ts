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
/** Asymmetric only: services verify and never mint, and `none` or HMAC can never be chosen by a token. */
export const accessTokenAlgorithms = ['EdDSA', 'ES256', 'RS256'] as const;
export type AccessTokenAlgorithm = (typeof accessTokenAlgorithms)[number];
/** Largest difference tolerated between the issuer's clock and a service's. */
export const accessTokenClockSkewSeconds = 30;
/** Longest lifetime (from `iat`) a service accepts, whatever `exp` says. */
export const accessTokenMaxAgeSeconds = 3600;

/** Claims of the identity service's access token that other services rely on when they verify it. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  roles: z.array(userRoleSchema),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const authMessages = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
} as const;
