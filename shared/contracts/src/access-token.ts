import { z } from 'zod';

/** Roles a signed-in user can hold (ARCHITECTURE.md, Identity). */
export const userRoles = ['member', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

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
