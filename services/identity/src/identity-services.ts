import {
  deleteAccount,
  exportData,
  getProfile,
  requestEmailChange,
  updateProfile,
} from './account/account.service.js';
import { userRecords } from './admin-users/admin-users.service.js';
import { bindToContext, type IdentityContext } from './context.js';
import {
  confirmTotp,
  disableTotp,
  enrolTotp,
  exchangeMfaChallenge,
  verifySecondFactor,
} from './mfa/mfa.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './passwords/passwords.service.js';
import { erasePersonalData, exportPersonalData } from './personal-data/personal-data.service.js';
import { changeRole } from './roles/roles.service.js';
import { refreshSession } from './sessions/sessions.service.js';
import { redeemLink, requestSignInLink, signInWithPassword, signOut } from './sign-in/sign-in.service.js';
import { resendVerification, signUp } from './sign-up/sign-up.service.js';

/**
 * Every identity feature's service functions bound to the context: what route plugins call. Each
 * opens its own transactions; routes never see the database.
 */
export function createIdentityServices(ctx: IdentityContext) {
  return {
    signUp: bindToContext(ctx, { signUp, resendVerification }),
    signIn: bindToContext(ctx, {
      withPassword: signInWithPassword,
      requestLink: requestSignInLink,
      redeemLink,
      refresh: refreshSession,
      signOut,
    }),
    passwords: bindToContext(ctx, {
      requestReset: requestPasswordReset,
      reset: resetPassword,
      change: changePassword,
    }),
    account: bindToContext(ctx, {
      profile: getProfile,
      updateProfile,
      requestEmailChange,
      exportData,
      delete: deleteAccount,
    }),
    mfa: bindToContext(ctx, {
      enrolTotp,
      confirmTotp,
      disableTotp,
      exchangeChallenge: exchangeMfaChallenge,
      verifySecondFactor,
    }),
    roles: bindToContext(ctx, { change: changeRole }),
    users: userRecords(ctx.db),
    personalData: bindToContext(ctx, { exportFor: exportPersonalData, eraseFor: erasePersonalData }),
  };
}

export type IdentityServices = ReturnType<typeof createIdentityServices>;
