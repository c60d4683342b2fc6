/** What `AdminScreen` says to everyone who may not see an admin screen (also what the server renders). */
export const adminAccessCopy = {
  signedOut:
    "This page is for the council's administrators. Sign in with an administrator account to continue.",
  signIn: 'Sign in',
  notAdmin: 'Your account does not have access to this page: only administrators can open it.',
  stepUp:
    'Administrator pages need two-step sign-in. Sign in again with your password and a code from your authenticator app; if your account has no app yet, set one up on your account page first.',
  account: 'Go to your account',
} as const;
