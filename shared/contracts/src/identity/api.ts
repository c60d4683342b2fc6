/**
 * Paths of the identity service, relative to `identityApi.prefix`. `internal` paths are for other
 * services only; the gateway does not route `/api/<service>/internal/*`.
 */
export const identityApi = {
  prefix: '/api/identity',
  jwks: '/.well-known/jwks.json',
  signUp: '/sign-up',
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
  mfaVerify: '/mfa/verify',
  userRoles: (userId: string) => `/admin/users/${encodeURIComponent(userId)}/roles`,
  /** Route pattern of `userRoles`, for the service. */
  userRolesPattern: '/admin/users/:userId/roles',
  internal: {
    roleGrants: '/internal/role-grants',
  },
} as const;

/** Name of the refresh-token cookie, scoped to `identityApi.prefix`. */
export const refreshCookieName = 'gbc_refresh';

/**
 * Pages that e-mails link to. With `?token=`: `/verify` redeems verification, sign-in and
 * e-mail-change links; `/reset-password` asks for the new password.
 */
export const identityLinkPages = {
  signIn: '/sign-in',
  verify: '/verify',
  resetPassword: '/reset-password',
} as const;

/**
 * Full path of payments' internal pseudonymisation call (`{ userId }`, Bearer INTERNAL_API_TOKEN),
 * which identity makes when an account is deleted.
 */
export const paymentsInternalPseudonymisePath = '/api/payments/internal/pseudonymise';
