import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newsletterMessages } from '@gbc/contracts/marketing';
import { createDatabase, type MailDatabase } from '@gbc/service-kit';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openPage, test } from './fixtures.js';

/** The footer's newsletter sign-up against the marketing service (spec 1 §4, §5, §8), double opt-in (issue 6). */

const subscribed = 'Successfully subscribed! Check your email for confirmation.';

/** The site's database: DATABASE_URL, or the embedded server the site started under the e2e data folder. */
async function siteDatabaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
  const settings = JSON.parse(await readFile(join(dataDir, 'pg', 'gbc-embedded.json'), 'utf8'));
  return `postgres://postgres:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/gbc`;
}

/** The newest mail of `template` to `address` in the site's outbox. */
async function newestMail(address: string, template: string) {
  const db = createDatabase<MailDatabase>(await siteDatabaseUrl());
  try {
    return await db
      .selectFrom('mail.outbox')
      .select(['text_body', 'headers'])
      .where('to_address', '=', address)
      .where('template', '=', template)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

/** Path and query of a site URL, to follow it on the site under test whatever PUBLIC_ORIGIN says. */
function sitePath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Path and query of the confirmation link in the newest mail to `address`, as the visitor would click it. */
async function confirmationLinkFor(address: string): Promise<string> {
  const mail = await newestMail(address, 'newsletter-confirmation');
  const link = mail.text_body
    .split(/\s+/)
    .find((word) => /^https?:\/\/\S+\/newsletter\/confirm\?token=/.test(word));
  if (!link) throw new Error('The confirmation mail has no confirmation link');
  return sitePath(link);
}

/** Opens `path` and scrolls to the footer: its form loads as the footer nears the viewport, as for a visitor. */
async function openFooterForm(page: Page, path: string) {
  await openPage(page, path);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return {
    field: footer.getByRole('textbox', { name: 'Email address' }),
    subscribe: footer.getByRole('button', { name: 'Subscribe' }),
  };
}

function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** An address no earlier run has used, so the service sees a new subscriber. */
const uniqueAddress = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Signs `address` up with the footer form of `path` and waits for the success toast. */
async function signUpInFooter(page: Page, address: string, path = '/about') {
  const form = await openFooterForm(page, path);
  await form.field.fill(address);
  await form.subscribe.click();
  await expect(notifications(page).getByText(subscribed)).toBeVisible();
  return form;
}

/** Opens the confirmation link mailed to `address` and presses its button. */
async function confirmFromMail(page: Page, address: string) {
  await openPage(page, await confirmationLinkFor(address));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Subscription' })).toBeVisible();
  await page.getByRole('button', { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterMessages.confirmed);
  await expect(page.getByRole('main').getByRole('status')).toBeFocused();
}

test.describe('footer newsletter sign-up', () => {
  test('asks for an address when the field is empty', async ({ page }) => {
    const { field, subscribe } = await openFooterForm(page, '/about');
    await subscribe.click();
    await expect(field).toHaveAccessibleDescription('Please enter your email address');
    await expect(field).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('rejects an address that does not look like one', async ({ page }) => {
    const { field, subscribe } = await openFooterForm(page, '/about');
    await field.fill('someone@example');
    await subscribe.click();
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('subscribes a new address, confirms with a toast and clears the field', async ({ page }) => {
    const { field } = await signUpInFooter(page, uniqueAddress());
    await expect(notifications(page).getByText(newsletterMessages.subscribedDescription)).toBeVisible();
    // Focus goes to the outcome under the form, never to <body>.
    await expect(page.getByRole('contentinfo').getByText(subscribed)).toBeFocused();
    await expect(field).toHaveValue('');
    await expect(field).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('an address signing up again gets exactly the first answer', async ({ page }) => {
    const address = uniqueAddress();
    await signUpInFooter(page, address, '/contact');
    const { field } = await signUpInFooter(page, address.toUpperCase(), '/contact');
    await expect(notifications(page).getByText(newsletterMessages.subscribedDescription)).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('double opt-in: the link from the confirmation mail opens a page whose button confirms', async ({
    page,
  }) => {
    const address = uniqueAddress();
    await signUpInFooter(page, address);
    await openPage(page, await confirmationLinkFor(address));
    await expectNoSeriousA11yViolations(page);
    await confirmFromMail(page, address);
  });

  test('a mail client unsubscribes with one click (RFC 8058) through the site', async ({ page, request }) => {
    const address = uniqueAddress();
    await signUpInFooter(page, address);
    await confirmFromMail(page, address);

    const welcome = await newestMail(address, 'newsletter-welcome');
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClickUrl = /^<(.+)>$/.exec(welcome.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const response = await request.post(sitePath(oneClickUrl), { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ message: newsletterMessages.unsubscribed });
  });
});
