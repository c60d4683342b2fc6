import { z } from 'zod';

/** Roles a signed-in user can hold (ARCHITECTURE.md, Identity). */
export const userRoles = ['member', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/** `iss` of every access token the identity service signs. */
export const accessTokenIssuer = 'gbc-identity';
/** `aud` of access tokens: the site's services. */
export const accessTokenAudience = 'gbc-services';
/** JOSE header `typ` of access tokens (RFC 9068), so no other JWT of ours passes as one. */
export const accessTokenType = 'at+jwt';

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
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const authMessages = {
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  secondFactorRequired: 'Confirm your sign-in with your authenticator app to continue.',
} as const;
