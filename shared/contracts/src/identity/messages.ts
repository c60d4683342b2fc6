import { emailMessages } from '../email-rules.js';

/**
 * Copy of the identity flows, shared by the account pages and the identity service. The spec's own
 * wording where it has one (spec 1 §5, "Backend auth").
 */
export const identityMessages = {
  emailAndPasswordRequired: 'You must provide either an email or phone number and a password',
  emailRequired: 'You must provide either an email or phone number.',
  emailInvalid: emailMessages.invalid,
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  weakPassword: 'This password is too easy to guess.',
  personalPassword: 'Avoid your name and e-mail address in your password.',
  displayNameRequired: 'Please enter your name',
  displayNameInvalid: 'Name must be at most 100 characters on one line, without links',
  tokenInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeInvalid: 'Enter one of your recovery codes',
  mfaFailed: 'That code did not work. Please try again.',
  mfaNotEnrolled: 'Set up an authenticator app first.',
  mfaAlreadyEnrolled: 'Two-step sign-in is already set up for this account.',
  checkEmail: 'Check your email for a link to continue.',
  checkEmailDescription: 'If the address belongs to an account, the link arrives within a few minutes.',
  signUpAccepted: 'Check your email to confirm your address.',
  emailChangeRequested: 'Check your new address for a confirmation link.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  currentPasswordWrong: 'Your current password is not correct',
  sameEmail: 'This is already your email address',
  emailTaken: 'This address belongs to another account.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  accountDeleted: 'Your account has been deleted.',
  accountDeletionFailed: 'We could not delete your account right now. Please try again later.',
  userNotFound: 'User not found',
  ownAdminRole: 'You cannot remove your own admin role.',
  roleInvalid: "role must be 'member' or 'admin'",
  referenceInvalid: 'reference must be 1 to 200 characters',
  scopeInvalid: "scope must be 'local', 'others' or 'global'",
} as const;
