import { brand } from '@gbc/brand';
import type { OutgoingMail } from '@gbc/service-kit';
import { pathTo, type SitePath, siteUrl } from '@gbc/site-map';

/**
 * Every e-mail of the identity service. The text is fixed: nothing a visitor typed (not even a name)
 * goes to an address before it is confirmed, so the site cannot relay a stranger's words.
 */
export const identityMailTemplates = {
  verifyEmail: 'identity-verify-email',
  alreadyRegistered: 'identity-already-registered',
  signInLink: 'identity-sign-in-link',
  resetPassword: 'identity-reset-password',
  changeEmail: 'identity-change-email',
  passwordChanged: 'identity-password-changed',
} as const;

/**
 * A mailed link: the page it opens with `?token=`. `/verify` redeems verification, sign-in and
 * e-mail-change links; `/reset-password` asks for the new password.
 */
export const linkUrl = (publicOrigin: string, page: SitePath, token: string) =>
  siteUrl(publicOrigin, page, { token });

const signature = `The ${brand.name} (${brand.abbreviation})`;
const ignore = 'If you did not ask for this, you can ignore this e-mail; nothing changes without the link.';

function mail(to: string, template: string, subject: string, lines: string[]): OutgoingMail {
  return { to, template, subject, text: ['Hello,', '', ...lines, '', signature].join('\n') };
}

export const verifyEmailMail = (to: string, url: string) =>
  mail(to, identityMailTemplates.verifyEmail, `Confirm your ${brand.abbreviation} account`, [
    `Please confirm your e-mail address to finish creating your ${brand.name} account:`,
    '',
    url,
    '',
    'The link works once, for 24 hours.',
    ignore,
  ]);

export const alreadyRegisteredMail = (to: string, publicOrigin: string) =>
  mail(to, identityMailTemplates.alreadyRegistered, `Your ${brand.abbreviation} account`, [
    'Someone tried to create an account with this address, which already has one.',
    `If it was you, sign in at ${siteUrl(publicOrigin, pathTo('/sign-in'))}, where you can also reset a forgotten password.`,
    ignore,
  ]);

export const signInLinkMail = (to: string, url: string) =>
  mail(to, identityMailTemplates.signInLink, `Your ${brand.abbreviation} sign-in link`, [
    `Use this link to sign in to the ${brand.name} website:`,
    '',
    url,
    '',
    'The link works once, for 15 minutes.',
    ignore,
  ]);

export const resetPasswordMail = (to: string, url: string) =>
  mail(to, identityMailTemplates.resetPassword, `Reset your ${brand.abbreviation} password`, [
    'Use this link to choose a new password:',
    '',
    url,
    '',
    'The link works once, for one hour. Choosing a new password signs out every other device.',
    ignore,
  ]);

export const changeEmailMail = (to: string, url: string) =>
  mail(to, identityMailTemplates.changeEmail, `Confirm your new ${brand.abbreviation} e-mail address`, [
    `Please confirm that your ${brand.name} account should use this address from now on:`,
    '',
    url,
    '',
    'The link works once, for 24 hours.',
    ignore,
  ]);

export const passwordChangedMail = (to: string) =>
  mail(to, identityMailTemplates.passwordChanged, `Your ${brand.abbreviation} password was changed`, [
    'The password of your account was just changed, and every other device was signed out.',
    `If this was not you, reset your password now and write to ${brand.contactEmail}.`,
  ]);
