/**
 * Copy of the account pages that only the browser shows (what the service says lives in
 * `identityMessages` in the contracts).
 */
export const accountCopy = {
  signInToSee: 'Sign in to see your account.',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out on every device',
  addressConfirmed: 'Address confirmed',
  addressChanged: 'Your new e-mail address is confirmed',
  signedIn: 'Signed in',
  passwordChanged: 'Password changed',
  passwordSet: 'Password set: you can now sign in with it and a code from your authenticator app.',
  verifyExplained:
    'This link from our e-mail confirms your address or signs you in on this device. It works once, so nothing happens until you continue.',
  noToken: 'This page needs the link from our e-mail. Please open the link again or ask for a new one.',
  codeForSignIn: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeForSignIn: 'Enter one of the recovery codes you saved when you set up your authenticator app.',
  bootstrapIntro:
    'Finish setting up your admin account: first connect an authenticator app, then choose a password.',
  totpOn: 'Two-step sign-in is on: signing in asks for a code from your authenticator app.',
  recoveryCodesOnce:
    'Keep these recovery codes somewhere safe: each works once if you lose your phone. They are shown only now.',
} as const;

/** "Signed in as ada@example.org." on the sign-in and sign-up pages of a signed-in visitor. */
export const signedInAs = (email: string) => `You are already signed in as ${email}.`;
