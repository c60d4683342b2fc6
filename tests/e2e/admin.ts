import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { adminScreens } from '../../mfe-admin/src/overview/content/admin-screens.js';
import { publishingCopy } from '../../mfe-admin/src/publishing/content/publishing-copy.js';
import { securityCopy } from '../../mfe-admin/src/security/content/security-copy.js';
import { accountPassword, codeFor, submitPassword, uniqueEmail } from './accounts.js';
import { expect, openPage } from './fixtures.js';

export { adminAccessCopy } from '../../mfe-admin/src/access/content/admin-access-copy.js';
export { securityCopy };

/** Texts that only an admin's screens show: never in server HTML, nor to anyone else. */
export const adminOnlyTexts: readonly string[] = [
  securityCopy.intro,
  securityCopy.accessCard.title,
  ...Object.values(securityCopy.tabs).map((tab) => tab.label),
  ...Object.values(securityCopy.counters).map((counter) => counter.label),
  ...adminScreens.map((screen) => screen.description),
  publishingCopy.newVignette,
];

/**
 * Administrators for end-to-end tests, made as a person makes the first one: `npm run admin -- create`,
 * the printed one-time link opened and continued (a POST), an authenticator app enrolled in that
 * session, a password chosen; later sign-ins take the password and a code computed from the key.
 */

const port = Number(process.env.E2E_PORT ?? 8181);
/** The origin and data directory the e2e site runs on (playwright.config.ts). */
const siteOrigin = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

export interface E2eAdmin {
  email: string;
  password: string;
  /** The authenticator app's key (base32). */
  secret: string;
  /** The last 30-second step whose code identity accepted: each code works once, so the next is later. */
  lastStep: number;
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/** Runs `npm run admin -- create <email>` against the e2e site's database and returns the printed link. */
export async function createAdminLink(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'create', email], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: siteOrigin,
      PORT: String(port),
    },
    timeout: 60_000,
  });
  const link = stdout.match(/https?:\/\/\S+\/verify\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`npm run admin -- create printed no link:\n${stdout}`);
  return link;
}

/**
 * A new administrator set up in `page` through the bootstrap link; the page ends signed in with that
 * set-up session (aal2). Use `signInAsAdmin` for a sign-in of one's own.
 */
export async function bootstrapAdmin(page: Page, name = 'admin'): Promise<E2eAdmin> {
  const email = uniqueEmail(name);
  const link = new URL(await createAdminLink(email));
  await openPage(page, `${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await twoStep.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = ((await twoStep.getByTestId('totp-key').textContent()) ?? '').replaceAll(/\s/g, '');
  const confirm = twoStep.getByRole('form', { name: 'Confirm your authenticator app' });
  const lastStep = stepNow();
  await confirm.getByLabel('6-digit code').fill(codeFor(secret));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await twoStep.getByRole('button', { name: 'I have saved them' }).click();

  const setPassword = page.getByRole('form', { name: 'Set a password' });
  await setPassword.getByLabel('New password').fill(accountPassword);
  await setPassword.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  return { email, password: accountPassword, secret, lastStep };
}

/** The next code identity will take for `admin`: a later step than the last one used, waiting for it if need be. */
async function nextCode(admin: E2eAdmin): Promise<string> {
  // Identity accepts the current step and one either side; a step up to one ahead is usable now.
  const step = Math.max(stepNow(), admin.lastStep + 1);
  await expect.poll(stepNow, { timeout: 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(step - 1);
  admin.lastStep = step;
  return codeFor(admin.secret, step - stepNow());
}

/** Signs `admin` in on `page` with the password and a code, through the second-factor step. */
export async function signInAsAdmin(page: Page, admin: E2eAdmin): Promise<void> {
  await submitPassword(page, admin.email, admin.password);
  await page.getByLabel('6-digit code from your authenticator app').fill(await nextCode(admin));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(admin.email);
}
