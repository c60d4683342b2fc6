import { z } from 'zod';
import { accessTokenAalSchema, userRoleSchema, userRoles } from '../access-token.js';
import { isEmailAddress } from '../email-rules.js';
import { errorBodySchema } from '../error-body.js';
import { plainTextLineSchema } from '../plain-text.js';
import { identityMessages as m } from './messages.js';

/** Lower-cased so that one address is one account, whatever case it is typed in. */
export const normaliseAccountEmail = (email: string) => email.trim().toLowerCase();

/** An account's e-mail: the site's one strict address rule, with the spec's sign-in wording when missing. */
export const accountEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .refine(isEmailAddress, m.emailInvalid);

/** A new password: zxcvbn's strength check on the server comes on top of these bounds. */
export const newPasswordSchema = z
  .string({ error: m.passwordTooShort })
  .min(10, m.passwordTooShort)
  .max(200, m.passwordTooLong);

/** A password being checked, not chosen: any length up to the bound argon2 is fed. */
const enteredPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(200, m.passwordTooLong);

/** Single-line plain text without links (the site's rule for names): it can never reshape a mail. */
export const displayNameSchema = z
  .string({ error: m.displayNameRequired })
  .trim()
  .min(1, m.displayNameRequired)
  .pipe(plainTextLineSchema(100, { tooLong: m.displayNameInvalid, invalid: m.displayNameInvalid }));

/** The opaque token of an e-mailed link (URL-safe base64 of 32 random bytes). */
export const linkTokenSchema = z
  .string({ error: m.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, m.tokenInvalid);

export const totpCodeSchema = z.string({ error: m.codeInvalid }).regex(/^\d{6}$/, m.codeInvalid);

/** Recovery codes are shown as `xxxxx-xxxxx`; spaces and case do not matter when typed back. */
export const recoveryCodeSchema = z
  .string({ error: m.recoveryCodeInvalid })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, m.recoveryCodeInvalid));

export const signUpRequestSchema = z.object({
  email: accountEmailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** A missing e-mail or password gives the spec's one message for both. */
export const signInRequestSchema = z.object({
  email: z
    .string({ error: m.emailAndPasswordRequired })
    .trim()
    .min(1, m.emailAndPasswordRequired)
    .pipe(accountEmailSchema),
  password: z
    .string({ error: m.emailAndPasswordRequired })
    .min(1, m.emailAndPasswordRequired)
    .max(200, m.passwordTooLong),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Passwordless sign-in, forgotten password: only the address. */
export const emailOnlyRequestSchema = z.object({ email: accountEmailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

/** `password`: the one chosen at sign-up, when a sign-up link is opened in another browser. */
export const redeemLinkRequestSchema = z.object({
  token: linkTokenSchema,
  password: enteredPasswordSchema.optional(),
});
export type RedeemLinkRequest = z.infer<typeof redeemLinkRequestSchema>;

export const resetPasswordRequestSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `currentPassword` may be left out only by an account that has none yet (e-mail link sign-in only). */
export const changePasswordRequestSchema = z.object({
  currentPassword: enteredPasswordSchema.optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The spec's sign-out scopes: this device, every other device, or all of them. */
export const signOutScopes = ['local', 'others', 'global'] as const;
export const signOutRequestSchema = z.object({
  scope: z.enum(signOutScopes, { error: m.scopeInvalid }).default('local'),
});
export type SignOutRequest = z.infer<typeof signOutRequestSchema>;

export const updateProfileRequestSchema = z.object({ displayName: displayNameSchema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The password is asked again when the account has one: a stolen session alone cannot move the account. */
export const changeEmailRequestSchema = z.object({
  newEmail: accountEmailSchema,
  password: enteredPasswordSchema.optional(),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: enteredPasswordSchema.optional() });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;

/** The opaque single-use challenge a sign-in hands out for an account with TOTP. */
export const mfaChallengeTokenSchema = z
  .string({ error: m.challengeInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, m.challengeInvalid);

const secondFactorFields = { code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() };
const exactlyOneFactor = (body: { code?: string; recoveryCode?: string }) =>
  (body.code === undefined) !== (body.recoveryCode === undefined);

/**
 * A TOTP code or one of the recovery codes. With `challenge`: the second step of a sign-in; without:
 * step-up of the current session.
 */
export const mfaVerifyRequestSchema = z
  .object({ challenge: mfaChallengeTokenSchema.optional(), ...secondFactorFields })
  .refine(exactlyOneFactor, { path: ['code'], message: m.codeInvalid });
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

/** Turning TOTP off: a current code or a recovery code, from an aal2 session. */
export const totpDisableRequestSchema = z
  .object(secondFactorFields)
  .refine(exactlyOneFactor, { path: ['code'], message: m.codeInvalid });
export type TotpDisableRequest = z.infer<typeof totpDisableRequestSchema>;

export const roleChangeRequestSchema = z.object({
  role: z.enum(userRoles, { error: m.roleInvalid }),
  grant: z.boolean(),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

/** Body of POST /api/identity/internal/role-grants (payments: a membership paid or ended). */
export const internalRoleGrantRequestSchema = z.object({
  userId: z.uuid(),
  role: z.literal('member', { error: m.roleInvalid }),
  grant: z.boolean(),
  reference: z.string().trim().min(1, m.referenceInvalid).max(200, m.referenceInvalid),
});
export type InternalRoleGrantRequest = z.infer<typeof internalRoleGrantRequestSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid({ error: m.userNotFound }) });

export const assuranceLevelSchema = accessTokenAalSchema;
export type AssuranceLevel = z.infer<typeof assuranceLevelSchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(userRoleSchema),
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  /** False for an account created by link only (admin bootstrap): it may set one without a current one. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A signed-in session as the browser holds it: the access token in memory, the refresh token in a cookie. */
export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds from issue; the session provider refreshes ahead of it. */
  expiresIn: z.number().int(),
  expiresAt: z.string(),
  aal: assuranceLevelSchema,
  user: userProfileSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answer of the writes that send a link: the same whether or not the address has an account. */
export const acceptedResponseSchema = z.object({ message: z.string(), description: z.string().optional() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** An account with TOTP signs in in two steps: this challenge (5 minutes, single use) goes to `mfaVerify`. */
export const mfaChallengeResponseSchema = z.object({ mfaRequired: z.literal(true), challenge: z.string() });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;

export const signInResponseSchema = z.union([sessionResponseSchema, mfaChallengeResponseSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const linkPurposes = [
  'verify_email',
  'sign_in',
  'reset_password',
  'change_email',
  'admin_bootstrap',
] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/** Purposes of the links `/verify` redeems (a reset link goes to `/reset-password`). */
export const redeemableLinkPurposes = ['verify_email', 'sign_in', 'change_email', 'admin_bootstrap'] as const;
const redeemableLinkPurposeSchema = z.enum(redeemableLinkPurposes);

/**
 * Redeeming a link signs the holder in, or for an account with TOTP hands out a challenge.
 * `passwordSetupRequired`: an admin bootstrap session, which asks for TOTP enrolment and then a password.
 */
export const redeemLinkResponseSchema = z.union([
  z.object({
    purpose: redeemableLinkPurposeSchema,
    session: sessionResponseSchema,
    passwordSetupRequired: z.boolean().optional(),
  }),
  z.object({ purpose: redeemableLinkPurposeSchema, mfaRequired: z.literal(true), challenge: z.string() }),
]);
export type RedeemLinkResponse = z.infer<typeof redeemLinkResponseSchema>;

export const totpEnrolResponseSchema = z.object({
  /** Base32 secret, for typing into an app. */
  secret: z.string(),
  /** `otpauth://` URI, for a QR code. */
  otpauthUri: z.string(),
});
export type TotpEnrolResponse = z.infer<typeof totpEnrolResponseSchema>;

export const totpConfirmResponseSchema = z.object({
  /** Shown once: each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
  session: sessionResponseSchema,
});
export type TotpConfirmResponse = z.infer<typeof totpConfirmResponseSchema>;

export const roleChangeResponseSchema = z.object({ user: userProfileSchema });
export type RoleChangeResponse = z.infer<typeof roleChangeResponseSchema>;

export const internalRoleGrantResponseSchema = z.object({
  userId: z.string(),
  roles: z.array(userRoleSchema),
});
export type InternalRoleGrantResponse = z.infer<typeof internalRoleGrantResponseSchema>;

/** "Export my data": everything the identity service holds about the account. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  user: userProfileSchema,
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
      aal: assuranceLevelSchema,
      revokedAt: z.string().nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const jwksResponseSchema = z.object({
  keys: z.array(z.object({ kid: z.string(), kty: z.string(), alg: z.string(), use: z.string() }).loose()),
});
export type JwksResponse = z.infer<typeof jwksResponseSchema>;

/** A weak new password: the standard error body plus zxcvbn's reasons, for the form to list. */
export const weakPasswordErrorBodySchema = z.object({
  error: errorBodySchema.shape.error.extend({ reasons: z.array(z.string()) }),
});
export type WeakPasswordErrorBody = z.infer<typeof weakPasswordErrorBodySchema>;
