import { serviceApiPaths } from '../service-api.js';

const { prefix, api, encode } = serviceApiPaths('identity');

/** Where hosts mount the identity service (`/api/<service name>`). */
export const identityApiPrefix = prefix;

/** Route patterns as the service registers them, relative to `identityApiPrefix`. */
export const identityRoutePatterns = {
  jwks: '/.well-known/jwks.json',
  signUp: '/sign-up',
  resendVerification: '/sign-up/resend',
  signIn: '/sign-in',
  emailLink: '/sign-in/email-link',
  redeemLink: '/links/redeem',
  refresh: '/token/refresh',
  signOut: '/sign-out',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
  changePassword: '/password/change',
  me: '/me',
  changeEmail: '/me/email',
  exportData: '/me/export',
  totpEnrol: '/mfa/totp/enrol',
  totpConfirm: '/mfa/totp/confirm',
  totpDisable: '/mfa/totp/disable',
  mfaVerify: '/mfa/verify',
  userRoles: '/admin/users/:userId/roles',
  internalRoleGrants: '/internal/role-grants',
} as const;

/**
 * Absolute API paths of the identity service, for browsers, other services and tests. `internal`
 * paths are for other services only: the gateway does not route `/api/<service>/internal/*`.
 */
export const identityApi = {
  prefix: identityApiPrefix,
  /** GET: the public keys access tokens are verified with (`AUTH_JWKS_URL` of other services). */
  jwks: api(identityRoutePatterns.jwks),
  /** POST `signUpRequestSchema`: 202, a verification link by e-mail. */
  signUp: api(identityRoutePatterns.signUp),
  /** POST `{ email }`: 202 always; the confirmation link again when the account is unconfirmed. */
  resendVerification: api(identityRoutePatterns.resendVerification),
  /**
   * POST `signInRequestSchema`: `signInResponseSchema`, a session and the refresh cookie, or for an
   * account with TOTP only a challenge for `mfaVerify`. 403 `EMAIL_NOT_VERIFIED` on an unconfirmed account.
   */
  signIn: api(identityRoutePatterns.signIn),
  /** POST `{ email }`: 202, a 15-minute sign-in link by e-mail. */
  emailLink: api(identityRoutePatterns.emailLink),
  /**
   * POST `redeemLinkRequestSchema` from `/verify`: verification, sign-in, e-mail-change and admin
   * bootstrap links. A sign-up link opened in another browser answers 409 `PASSWORD_REQUIRED` (link kept).
   */
  redeemLink: api(identityRoutePatterns.redeemLink),
  /** POST with the refresh cookie: a new access token and a rotated cookie. */
  refresh: api(identityRoutePatterns.refresh),
  /** POST `{ scope: 'local' | 'others' | 'global' }` with the refresh cookie. */
  signOut: api(identityRoutePatterns.signOut),
  /** POST `{ email }`: 202, a one-hour reset link by e-mail. */
  forgotPassword: api(identityRoutePatterns.forgotPassword),
  /** POST `resetPasswordRequestSchema`: `signInResponseSchema` (a challenge for an account with TOTP). */
  resetPassword: api(identityRoutePatterns.resetPassword),
  /** POST `changePasswordRequestSchema`: a sensitive change (403 `MFA_REQUIRED` below aal2 with TOTP). */
  changePassword: api(identityRoutePatterns.changePassword),
  /** GET, PATCH (`{ displayName }`), DELETE (the account; `{ password }`; sensitive). */
  me: api(identityRoutePatterns.me),
  /** POST `changeEmailRequestSchema`: sensitive. */
  changeEmail: api(identityRoutePatterns.changeEmail),
  exportData: api(identityRoutePatterns.exportData),
  totpEnrol: api(identityRoutePatterns.totpEnrol),
  totpConfirm: api(identityRoutePatterns.totpConfirm),
  /**
   * POST `totpDisableRequestSchema` from an aal2 session (else 403 `MFA_REQUIRED`): turns TOTP off and
   * answers `sessionResponseSchema`, the caller's new aal1 access token (no new refresh cookie).
   */
  totpDisable: api(identityRoutePatterns.totpDisable),
  /** POST `mfaVerifyRequestSchema`: with `challenge`, a session for it; without, step-up of the current session. */
  mfaVerify: api(identityRoutePatterns.mfaVerify),
  /** POST `roleChangeRequestSchema` (admin, aal2). */
  userRoles: (userId: string) => `${api('/admin/users')}/${encode(userId)}/roles`,
  internal: {
    /** POST `internalRoleGrantRequestSchema` with `Authorization: Bearer <INTERNAL_API_TOKEN>`. */
    roleGrants: api(identityRoutePatterns.internalRoleGrants),
  },
} as const;

/** Name of the refresh-token cookie, scoped to `identityApi.prefix`. */
export const refreshCookieName = 'gbc_refresh';

/**
 * A readable cookie, set and cleared with the refresh cookie, that holds no secret: it only tells the
 * browser that a refresh is worth trying, so anonymous visitors' pages make no identity call at all.
 */
export const sessionHintCookieName = 'gbc_session';

/**
 * The Web Lock every user of the refresh cookie in a browser holds while refreshing: the cookie
 * rotates, and a second concurrent use of it looks like token theft, which ends the session.
 */
export const sessionRefreshLockName = 'gbc-session-refresh';

/**
 * An httpOnly, signed device cookie scoped to `identityApi.prefix`: set at sign-up and sign-in, it ties a
 * sign-up link to the browser that signed up and lets a known device sign in past a stranger's lock-out.
 */
export const deviceCookieName = 'gbc_device';
